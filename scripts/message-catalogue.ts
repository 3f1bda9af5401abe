import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import ts from 'typescript';
import { LANGUAGES, LOCALE_OF, type Lang } from '../domain/i18n/languages';
import { argumentsOf, parseMessage, type Part } from '../domain/i18n/message-format';

// The interface's message catalogue (decision 031): every text the shop shows
// or sends a visitor or a staff member's mail, read out of the code, checked
// against locales/{hi,mr}/*.json. `npx tsx scripts/message-catalogue.ts`
// prints the report (missing translations, placeholder mismatches, stale keys);
// `--write <file>` also saves it. tests/api/message-catalogue.test.ts fails on it.

export const ROOT = resolve(import.meta.dirname, '..');
export const TRANSLATED = ['hi', 'mr'] as const;
export type TranslatedLang = (typeof TRANSLATED)[number];

/** Files only the back office reads (English by design), and the GST documents (a tax document stays English). */
export const STAFF_ONLY = [
  /^domain\/messages-backoffice\.ts$/,
  /^domain\/(staff|backoffice|leads|invoices|translations)\//,
  /(^|\/)([a-z]+-)?editing\.ts$/,
  /^domain\/catalog\/(stock|lots)\.ts$/,
  /^domain\/careers\/hiring\.ts$/,
  /^domain\/accounts\/customers\.ts$/,
  /^domain\/orders\/(packing-slip|staff-list)\.ts$/,
  /^app\/routes\/admin\./,
  /^app\/(components|forms)\/admin/,
  /^server\/api\/admin\//,
  /^server\/api\/schemas\/admin\.ts$/,
];

/**
 * The company's own file texts (content/company.json, the gallery's captions,
 * state names and address lines), translated where shown by keys the code
 * builds at run time, so never reported stale. Texts staff edit are not here:
 * they are stored per record (content_translations, decision 032).
 */
export const CONTENT_FILES = ['content.json', 'pages-complete.json'];

/** Label objects outside messages*.ts whose values are shown as they are (translated where shown). */
const LABEL_OBJECTS: Record<string, string[]> = {
  'domain/constants.ts': ['PAYMENT_METHOD_LABELS', 'ORDER_STATUSES', 'PAYMENT_STATUSES', 'PRODUCT_TYPES'],
  'domain/contact/validation.ts': ['CONTACT_LABELS', 'ENQUIRE_LABELS'],
  'domain/addresses/validation.ts': ['ADDRESS_FIELD_WORDS', 'REQUIRED_ADDRESS_FIELDS'],
};

/** A message and where it was found first ("domain/messages.ts MSG.loginFailed", "app/routes/cart.tsx:106 t()"). */
export type Catalogue = Map<string, string>;

export interface SourceScan {
  /** Literal arguments of t(), tk() and fmt(). */
  calls: { text: string; where: string }[];
  /** t(`…${x}…`): built at run time, so no translator can see it. */
  built: string[];
  /** Every string literal, for telling which locales keys are still used. */
  literals: Set<string>;
}

/** The string literals an argument can be: 'a', `a`, c ? 'a' : 'b', x ?? 'a', ('a'). */
function literalsOf(node: ts.Expression, out: ts.Node[]): void {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) out.push(node);
  else if (ts.isTemplateExpression(node)) out.push(node);
  else if (ts.isParenthesizedExpression(node) || ts.isAsExpression(node)) literalsOf(node.expression, out);
  else if (ts.isConditionalExpression(node)) [node.whenTrue, node.whenFalse].forEach((n) => literalsOf(n, out));
  else if (
    ts.isBinaryExpression(node) &&
    [ts.SyntaxKind.QuestionQuestionToken, ts.SyntaxKind.BarBarToken].includes(node.operatorToken.kind)
  )
    literalsOf(node.right, out);
}

/** The translatable texts of one source file: t('…'), tk('…'), fmt('…'). */
export function scanSource(file: string, text: string): SourceScan {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const scan: SourceScan = { calls: [], built: [], literals: new Set() };
  const lineOf = (n: ts.Node) => source.getLineAndCharacterOfPosition(n.getStart(source)).line + 1;
  const visit = (node: ts.Node): void => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) scan.literals.add(node.text);
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && ['t', 'tk', 'fmt'].includes(node.expression.text)) {
      const first = node.arguments[0];
      const found: ts.Node[] = [];
      if (first) literalsOf(first, found);
      for (const lit of found) {
        const where = `${file}:${lineOf(lit)} ${node.expression.text}()`;
        if (ts.isTemplateExpression(lit)) scan.built.push(where);
        else scan.calls.push({ text: (lit as ts.StringLiteral).text, where });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return scan;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const full = join(dir, entry);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry) && !/\.(test|e2e)\.tsx?$/.test(entry) ? [full] : [];
  });
}

/** Every string of a value, with where it comes from (functions are fmt templates, found in the source). */
function stringsOf(name: string, value: unknown, out: Catalogue) {
  if (typeof value === 'string') {
    if (!out.has(value)) out.set(value, name);
  } else if (Array.isArray(value)) value.forEach((v, i) => stringsOf(`${name}[${i}]`, v, out));
  else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) stringsOf(`${name}.${k}`, v, out);
}

/** The text objects: every export of domain/messages*.ts but the back office's, and the label objects. */
async function textObjects(root: string, out: Catalogue): Promise<Set<string>> {
  const load = (file: string) => import(pathToFileURL(join(root, file)).href) as Promise<Record<string, unknown>>;
  // The back office's texts are BACKOFFICE_MSG's (which spreads other modules' staff texts, as MSG spreads it): left out wherever they stand.
  const staff = (await load('domain/messages-backoffice.ts')).BACKOFFICE_MSG as Record<string, unknown>;
  const files = readdirSync(join(root, 'domain')).filter((f) => /^messages.*\.ts$/.test(f) && f !== 'messages-backoffice.ts');
  const staffFiles = new Set(['domain/messages-backoffice.ts']);
  for (const file of files.sort()) {
    const exports = Object.entries(await load(`domain/${file}`));
    // A module all of whose texts the back office spreads is the back office's, fmt() templates and all.
    if (exports.every(([, v]) => v && typeof v === 'object' && Object.entries(v).every(([k, text]) => staff[k] === text))) {
      staffFiles.add(`domain/${file}`);
      continue;
    }
    for (const [name, value] of exports) {
      const object = value && typeof value === 'object' && !Array.isArray(value);
      const shown = object ? Object.fromEntries(Object.entries(value).filter(([k, v]) => staff[k] !== v)) : value;
      stringsOf(`domain/${file} ${name}`, shown, out);
    }
  }
  for (const [file, names] of Object.entries(LABEL_OBJECTS)) {
    const mod = await load(file);
    for (const name of names) {
      const value = mod[name];
      // [field, label] pairs: the labels only.
      stringsOf(`${file} ${name}`, Array.isArray(value) && Array.isArray(value[0]) ? value.map((pair) => pair[1]) : value, out);
    }
  }
  return staffFiles;
}

export interface Extracted {
  messages: Catalogue;
  built: string[];
  /** Every string literal of the code (the back office's too): a locales key none of them is, is stale. */
  literals: Set<string>;
}

/** Reads the catalogue out of the code of app/, domain/ and server/. */
export async function extractMessages(root = ROOT): Promise<Extracted> {
  const messages: Catalogue = new Map();
  const staffFiles = await textObjects(root, messages);
  const built: string[] = [];
  const literals = new Set<string>();
  for (const full of ['app', 'domain', 'server'].flatMap((d) => sourceFiles(join(root, d)))) {
    const file = relative(root, full).replaceAll('\\', '/');
    const scan = scanSource(file, readFileSync(full, 'utf8'));
    scan.literals.forEach((l) => literals.add(l));
    if (staffFiles.has(file) || STAFF_ONLY.some((r) => r.test(file))) continue;
    for (const { text, where } of scan.calls) if (!messages.has(text)) messages.set(text, where);
    built.push(...scan.built);
  }
  for (const text of messages.keys()) literals.add(text);
  return { messages, built, literals };
}

export type Locales = Record<TranslatedLang, { file: string; entries: Record<string, string> }[]>;

/** locales/<lang>/*.json of the translated languages, each file parsed (a file that is not an object of strings throws). */
export function readLocales(dir = join(ROOT, 'locales')): Locales {
  const read = (lang: string) =>
    readdirSync(join(dir, lang))
      .filter((f) => f.endsWith('.json'))
      .sort()
      .map((file) => {
        const entries: unknown = JSON.parse(readFileSync(join(dir, lang, file), 'utf8'));
        if (!entries || typeof entries !== 'object' || Array.isArray(entries))
          throw new Error(`locales/${lang}/${file} must hold one object`);
        for (const [k, v] of Object.entries(entries))
          if (typeof v !== 'string') throw new Error(`locales/${lang}/${file}: "${k}" is not a string`);
        return { file, entries: entries as Record<string, string> };
      });
  return { hi: read('hi'), mr: read('mr') };
}

const pluralsOf = (parts: Part[]): { arg: string; keys: string[] }[] =>
  parts.flatMap((p) =>
    typeof p === 'string' || !('plural' in p)
      ? []
      : [{ arg: p.arg, keys: p.plural.map((b) => b.key) }, ...p.plural.flatMap((b) => pluralsOf(b.parts))],
  );
const categories = (lang: Lang) => new Intl.PluralRules(LOCALE_OF[lang]).resolvedOptions().pluralCategories as string[];

/**
 * What is wrong with one translation of `english`: its arguments differ (a
 * `{name}` lost or added, a plural no longer a plural), or a plural's branch is
 * not one of the language's categories (Hindi has `one` and `other`).
 */
export function translationProblems(english: string, translated: string, lang: Lang): string[] {
  const problems: string[] = [];
  const want = [...argumentsOf(parseMessage(english))].sort().join('}, {');
  const got = [...argumentsOf(parseMessage(translated))].sort().join('}, {');
  if (want !== got) problems.push(`has {${got}} where the English has {${want}}`);
  const allowed = categories(lang);
  for (const plural of pluralsOf(parseMessage(translated)))
    for (const key of plural.keys)
      if (!key.startsWith('=') && !allowed.includes(key))
        problems.push(`plural {${plural.arg}} has "${key}", not a ${lang} category (${allowed.join(', ')})`);
  return problems;
}

export interface CatalogueReport {
  /** Messages without a translation, per language: text and where it is used. */
  missing: Record<TranslatedLang, [string, string][]>;
  /** Translations whose placeholders or plural branches do not fit their English. */
  mismatched: string[];
  /** A key in two files of one language. */
  duplicates: string[];
  /** Keys no code uses any more (content files aside): file and key. */
  stale: [string, string][];
}

/** Checks the catalogue against the translations; `literals` tells which keys the code still uses. */
export function checkCatalogue(messages: Catalogue, locales: Locales, literals: Set<string> = new Set(messages.keys())): CatalogueReport {
  const report: CatalogueReport = { missing: { hi: [], mr: [] }, mismatched: [], duplicates: [], stale: [] };
  for (const lang of TRANSLATED) {
    const merged = new Map<string, string>();
    for (const { file, entries } of locales[lang]) {
      for (const [key, value] of Object.entries(entries)) {
        const where = `locales/${lang}/${file}`;
        if (merged.has(key)) report.duplicates.push(`${where}: "${key}" is also in ${merged.get(key)}`);
        else merged.set(key, where);
        if (value.trim()) for (const p of translationProblems(key, value, lang)) report.mismatched.push(`${where}: "${key}" ${p}`);
        if (!CONTENT_FILES.includes(file) && !literals.has(key)) report.stale.push([where, key]);
      }
    }
    const translated = new Set(locales[lang].flatMap(({ entries }) => Object.keys(entries).filter((k) => entries[k].trim())));
    for (const [text, where] of messages) if (text.trim() && !translated.has(text)) report.missing[lang].push([text, where]);
  }
  return report;
}

/** The report as a translator reads it. */
export function formatReport(report: CatalogueReport, total: number, built: string[] = []): string {
  const lines = [`${total} interface messages (${LANGUAGES.join(', ')}).`];
  for (const lang of TRANSLATED) {
    lines.push('', `Without ${lang === 'hi' ? 'Hindi' : 'Marathi'} (${report.missing[lang].length}):`);
    lines.push(...report.missing[lang].map(([text, where]) => `  ${JSON.stringify(text)}  (${where})`));
  }
  lines.push('', `Placeholders or plurals that differ (${report.mismatched.length}):`, ...report.mismatched.map((m) => `  ${m}`));
  lines.push('', `Keys in two files (${report.duplicates.length}):`, ...report.duplicates.map((m) => `  ${m}`));
  lines.push('', `Stale keys, used nowhere (${report.stale.length}):`, ...report.stale.map(([f, k]) => `  ${f}: ${JSON.stringify(k)}`));
  lines.push('', `Texts built at run time, which no translator sees (${built.length}):`, ...built.map((w) => `  ${w}`));
  return lines.join('\n') + '\n';
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { messages, built, literals } = await extractMessages();
  const text = formatReport(checkCatalogue(messages, readLocales(), literals), messages.size, built);
  const at = process.argv.indexOf('--write');
  if (at !== -1 && process.argv[at + 1]) writeFileSync(process.argv[at + 1], text);
  process.stdout.write(text);
}
