import { MSG } from '../messages';
import type { TranslatableEntity } from './entities';
import type { OtherLang } from './store';

// What a translation must keep of its English, checked alike in the editor and
// in an imported file: the English editor's length limit, and what the site
// fills in or links to — the {placeholders} and the Markdown link targets.
// A translation that lost a {placeholder} would show it raw; one that links
// elsewhere sends a Hindi reader to another page than the English does.

export const LANG_NAME: Record<OtherLang, string> = { hi: 'Hindi', mr: 'Marathi' };

/** The distinct {placeholders} ({{name}} counts as {name}), sorted. */
export function placeholdersOf(text: string): string[] {
  return [...new Set([...text.matchAll(/\{\{?\s*([\w.-]+)\s*\}?\}/g)].map((m) => `{${m[1]}}`))].sort();
}

/** The distinct targets of Markdown links and images ([text](target "title"), <https://…>), sorted. */
export function linkTargetsOf(text: string): string[] {
  const inline = [...text.matchAll(/\]\(\s*<?([^\s)>]+)>?(?:\s+["'(][^)]*)?\)/g)].map((m) => m[1]);
  const references = [...text.matchAll(/^\s{0,3}\[[^\]]+\]:\s*<?(\S+?)>?(?:\s|$)/gm)].map((m) => m[1]);
  const autolinks = [...text.matchAll(/<((?:https?:|mailto:|tel:)[^\s>]+)>/g)].map((m) => m[1]);
  return [...new Set([...inline, ...references, ...autolinks])].sort();
}

const listed = (items: readonly string[]) => items.join(', ');

/** "The Hindi Description": how a message names the text at fault. */
export const textName = (entity: TranslatableEntity, field: string, lang: OtherLang) =>
  `The ${LANG_NAME[lang]} ${(entity.fields[field] ?? field).toLowerCase()}`;

/**
 * Why this translation of `field` cannot be saved against `english`, or null.
 * `text` is as it will be stored (trimmed, \n line ends); empty is no translation.
 */
export function translationProblem(
  entity: TranslatableEntity,
  field: string,
  lang: OtherLang,
  english: string,
  text: string,
): string | null {
  if (!text) return null;
  const what = textName(entity, field, lang);
  const max = entity.max[field];
  if (max !== undefined && text.length > max) return MSG.translationTooLong(what, max, text.length);
  if (entity.lists?.includes(field) && entity.lines) {
    const lines = text.split('\n').filter((l) => l.trim());
    if (lines.length > entity.lines.count || lines.some((l) => l.trim().length > entity.lines!.each))
      return MSG.translationTooManyLines(what, entity.lines.count, entity.lines.each);
  }
  const [want, got] = [placeholdersOf(english), placeholdersOf(text)];
  if (listed(want) !== listed(got)) return MSG.translationPlaceholders(what, listed(want), listed(got));
  const [links, linked] = [linkTargetsOf(english), linkTargetsOf(text)];
  if (listed(links) !== listed(linked)) return MSG.translationLinks(what, listed(links), listed(linked));
  return null;
}

/** A text as stored: Windows line ends made \n, trimmed. */
export const storedForm = (raw: string) => raw.replace(/\r\n?/g, '\n').trim();
