import { createElement, render } from 'preact';
import { islands } from './islands.generated';

/** Wakes the islands inside `root` that are still asleep (the page's, or markup swapped in later). */
export function wakeIslands(root: ParentNode = document) {
  for (const el of root.querySelectorAll<HTMLElement>('[data-island]:not([data-hydrated])')) {
    const load = islands[el.dataset.island ?? ''];
    if (!load) continue;
    const props = JSON.parse(el.dataset.props ?? '{}');
    load()
      .then((Component) => {
        render(createElement(Component as never, props), el);
        el.dataset.hydrated = '';
      })
      .catch((e) => console.error(`island ${el.dataset.island} did not wake`, e)); // the server-rendered markup stays usable
  }
}
