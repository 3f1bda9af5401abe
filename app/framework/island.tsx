import type { ComponentType } from 'react';

/**
 * A piece of a page that becomes interactive in the browser. The server renders
 * it like any component; the browser loads its module by name (app/client/islands.ts)
 * and renders it again over the same markup with the same props. Props must be JSON.
 */
export function Island<P extends object>({ name, component: Component, props }: { name: string; component: ComponentType<P>; props: P }) {
  return (
    <div data-island={name} data-props={JSON.stringify(props)} className="contents">
      <Component {...props} />
    </div>
  );
}
