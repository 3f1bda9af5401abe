import { createElement, render } from 'preact';
import { islands } from './islands.generated';
import { enhanceAutoSubmit } from './autosubmit';
import { enhanceMenus } from './menus';

// The only script of every page: it wakes the islands the page has and makes
// the menus close on Escape or an outside click, and typed quantities apply.
// Pages work without it.
for (const el of document.querySelectorAll<HTMLElement>('[data-island]')) {
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
enhanceMenus();
enhanceAutoSubmit();
