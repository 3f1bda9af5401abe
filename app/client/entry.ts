import { enhanceAutoSubmit } from './autosubmit';
import { CONTENT_ADDED } from './listing';
import { enhanceMenus } from './menus';
import { wakeIslands } from './wake';
import { localizeIslandLinks } from './i18n';

// The only script of every page: it wakes the islands the page has and makes
// the menus close on Escape or an outside click, and typed quantities apply.
// Pages work without it.
localizeIslandLinks();
wakeIslands();
document.addEventListener(CONTENT_ADDED, (e) => wakeIslands((e as CustomEvent<ParentNode>).detail));
enhanceMenus();
enhanceAutoSubmit();
