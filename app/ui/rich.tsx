import { Fragment, type ReactNode } from 'react';
import type { Translate } from '../../domain/i18n/translate';

/**
 * A translated sentence with elements in it (a link, a bold figure): the
 * translation keeps `{name}` where the element goes, so word order can differ.
 * `rich(translated, { phone: <a …/>, mail: <a …/> })`, the template being e.g. "Call {phone} or write to {mail}."
 */
export function rich(template: string, values: Record<string, ReactNode>): ReactNode {
  return template.split(/(\{\w+\})/).map((part, i) => {
    const m = /^\{(\w+)\}$/.exec(part);
    const node = m && m[1] in values ? values[m[1]] : part;
    return node === '' ? null : <Fragment key={i}>{node}</Fragment>;
  });
}

/** Messages by field, in the page's language (for an island, which shows them as they come). */
export const translateValues = (messages: Record<string, string>, t: Translate): Record<string, string> =>
  Object.fromEntries(Object.entries(messages).map(([k, v]) => [k, t(v)]));
