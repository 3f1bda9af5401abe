import { options, type VNode } from 'preact';
import { DEFAULT_LANG } from '../../domain/i18n/languages';
import { pageHref, pageLanguage } from './page-language';

const LINK_ATTRS = ['href', 'action', 'formAction'];

/**
 * Links and forms the islands render point at the page's language, as the
 * server's pass over its HTML made them (so woken markup matches): a hook on
 * every element Preact creates. A link with hreflang (the switcher) is left alone.
 */
export function localizeIslandLinks() {
  if (pageLanguage().lang === DEFAULT_LANG) return;
  const previous = options.vnode;
  options.vnode = (vnode: VNode) => {
    const { type } = vnode;
    if (type === 'a' || type === 'form' || type === 'button') {
      const props = vnode.props as Record<string, unknown>;
      if (props.hrefLang == null && props.hreflang == null) {
        for (const attr of LINK_ATTRS) if (typeof props[attr] === 'string') props[attr] = pageHref(props[attr] as string);
      }
    }
    previous?.(vnode);
  };
}
