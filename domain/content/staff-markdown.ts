import { marked } from 'marked';
import sanitizeHtml from 'sanitize-html';
import type { Db } from '../../db/client';
import type { Lang } from '../i18n/languages';
import { withDeliveryCharges } from './delivery-terms';

// What staff write in Markdown (company pages, policies, the careers page) may
// carry raw HTML, as Markdown allows. It is shown to every visitor, so it is
// cleaned by an allow-list: the tags Markdown itself writes, with links and
// pictures only to web, mail and phone addresses. No meta (a saved
// <meta http-equiv=refresh> once sent every visitor of /shipping elsewhere),
// script, style, iframe, form, object or embed; no event handlers, no style or
// class attributes. Links to other sites get rel="noopener nofollow".
// The public page and the back office's preview both use renderStaffMarkdown,
// so the preview is what the public page will show.

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'ul',
    'ol',
    'li',
    'a',
    'em',
    'strong',
    'b',
    'i',
    'del',
    's',
    'code',
    'pre',
    'blockquote',
    'hr',
    'br',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'img',
    'sup',
    'sub',
    'abbr',
    'dl',
    'dt',
    'dd',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    ol: ['start'],
    th: ['align'],
    td: ['align'],
    abbr: ['title'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  // The text of these goes too, not just the tags.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'template', 'title', 'xmp', 'noembed', 'noframes'],
  disallowedTagsMode: 'discard',
  transformTags: {
    a: (tagName, attribs) => {
      const href = attribs.href ?? '';
      const attrs: Record<string, string> = { ...attribs };
      delete attrs.rel; // staff do not choose rel; the shop does
      // Another site: any address with a scheme of its own (web) or starting with //.
      if (/^\s*(https?:)?\/\//i.test(href)) attrs.rel = 'noopener nofollow';
      return { tagName, attribs: attrs };
    },
  },
};

const cache = new Map<string, string>(); // Markdown → clean HTML

/** Staff-written Markdown as the clean HTML a visitor gets (turned once per text; the cache is emptied past any real site's size). */
export function renderStaffMarkdown(markdown: string): string {
  let out = cache.get(markdown);
  if (out === undefined) {
    if (cache.size > 500) cache.clear();
    // A table scrolls sideways on a phone: keyboard users reach it by Tab (after cleaning, so staff cannot set it).
    out = sanitizeHtml(marked.parse(markdown, { async: false }) as string, OPTIONS).replace(/<table>/g, '<table tabindex="0">');
    cache.set(markdown, out);
  }
  return out;
}

/** A page's Markdown as shown on the site: the shop's placeholders filled in (the delivery charges), then rendered and cleaned. */
export async function staffPageHtml(db: Db, markdown: string, lang: Lang): Promise<string> {
  return renderStaffMarkdown(await withDeliveryCharges(db, markdown, lang));
}
