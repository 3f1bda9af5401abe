import type { ComponentType } from 'react';
import { islandNames } from './island-names.generated';
import { I18nProvider, useI18n } from './i18n';

/**
 * A piece of a page that becomes interactive in the browser. The server renders
 * it like any component; the browser loads its module by the island's name (its
 * file name in app/islands/, from the generated registries) and renders it again
 * over the same markup with the same props. Props must be JSON.
 */
export function Island<P extends object>({ component: Component, props }: { component: ComponentType<P>; props: P }) {
  const { lang, islandT } = useI18n();
  const name = islandNames.get(Component);
  if (!name) throw new Error(`${Component.name || 'This component'} is not an island: put it in its own file in app/islands/`);
  return (
    <div data-island={name} data-props={JSON.stringify(props)} className="contents">
      {islandT ? (
        <I18nProvider value={{ lang, t: islandT }}>
          <Component {...props} />
        </I18nProvider>
      ) : (
        <Component {...props} />
      )}
    </div>
  );
}
