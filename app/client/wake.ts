import { createElement, render } from 'preact';
import { islands } from './islands.generated';
import { I18nProvider } from '../framework/i18n';
import { pageLanguage } from './page-language';

/**
 * Wakes the islands inside `root` that are still asleep (the page's, or markup
 * swapped in later), each inside the page's language, so `useT()` gives the
 * same texts the server rendered.
 */
export function wakeIslands(root: ParentNode = document) {
  const { lang, t } = pageLanguage();
  for (const el of root.querySelectorAll<HTMLElement>('[data-island]:not([data-hydrated])')) {
    const load = islands[el.dataset.island ?? ''];
    if (!load) continue;
    const props = JSON.parse(el.dataset.props ?? '{}');
    load()
      .then((Component) => {
        render(createElement(I18nProvider as never, { value: { lang, t } }, createElement(Component as never, props)), el);
        el.dataset.hydrated = '';
      })
      .catch((e) => console.error(`island ${el.dataset.island} did not wake`, e)); // the server-rendered markup stays usable
  }
}
