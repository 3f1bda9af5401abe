import type { ReactNode } from 'react';

export interface Spec {
  term: string;
  value: ReactNode;
  /** A class for the value (e.g. in-stock colouring). */
  className?: string;
}

/** Facts of a product as a term/value list. */
export function SpecList({ items }: { items: Spec[] }) {
  return (
    <dl className="spec-list">
      {items.map((s) => (
        <div key={s.term}>
          <dt>{s.term}</dt>
          <dd className={s.className}>{s.value}</dd>
        </div>
      ))}
    </dl>
  );
}
