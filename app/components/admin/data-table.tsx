import type { ReactNode } from 'react';

/** How many there are (announced), then a table that scrolls sideways on a phone. */
export function DataTable({ count, noun, columns, children }: { count?: number; noun?: string; columns: string[]; children: ReactNode }) {
  return (
    <>
      {count !== undefined && noun && (
        <p className="admin-count" role="status">
          {count} {noun}
          {count === 1 ? '' : 's'}
        </p>
      )}
      {/* Focusable so a keyboard can scroll it sideways on a phone (axe: scrollable-region-focusable). */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
      <div className="admin-table-wrap" tabIndex={0} role="region" aria-label={noun ? `${noun}s` : 'Table'}>
        <table className="admin-table">
          <thead>
            <tr>
              {columns.map((c) => (
                <th key={c} scope="col">
                  {c}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>{children}</tbody>
        </table>
      </div>
    </>
  );
}
