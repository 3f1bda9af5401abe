import { enhanceAutoSubmit } from './autosubmit';
import { enhanceMenus } from './menus';
import { wakeIslands } from './wake';

// The only script of every page: it wakes the islands the page has and makes
// the menus close on Escape or an outside click, and typed quantities apply.
// Pages work without it.
wakeIslands();
enhanceMenus();
enhanceAutoSubmit();
