import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ADDRESS_FIELD_WORDS, REQUIRED_ADDRESS_FIELDS } from '../../domain/addresses/validation';
import { CONTACT_LABELS, ENQUIRE_LABELS } from '../../domain/contact/validation';
import { ORDER_STATUSES, PAYMENT_METHOD_LABELS, PAYMENT_STATUSES, PRODUCT_TYPES } from '../../domain/constants';
import { LOCALES_DIR, translatorFor } from '../../domain/i18n/dictionaries';
import { BACKOFFICE_MSG } from '../../domain/messages-backoffice';
import { LABEL, MSG, TAGLINE } from '../../domain/messages';

// No text the domain and the server give a customer lacks its Hindi or Marathi:
// every string and template of the customer-facing text objects, and every
// literal in t('…'), tk('…') and fmt('…') of domain/ and server/ (the back
// office's files aside: it reads English), has a non-empty translation in some
// locales/<lang>/*.json, with the same {placeholders}. The pages' own texts
// (app/) have their own check.

const ROOT = join(import.meta.dirname, '..', '..');
const TRANSLATED = ['hi', 'mr'] as const;

/** Files the back office alone reads (English by design), and the GST documents (a tax document stays English). */
const STAFF_ONLY = [
  /^domain\/messages-backoffice\.ts$/,
  /^domain\/(staff|backoffice|leads|invoices)\//,
  /(^|\/)([a-z]+-)?editing\.ts$/,
  /^domain\/catalog\/(stock|lots)\.ts$/,
  /^domain\/careers\/hiring\.ts$/,
  /^domain\/accounts\/customers\.ts$/,
  /^domain\/orders\/(packing-slip|staff-list)\.ts$/,
  /^domain\/i18n\/staff-note\.ts$/,
  /^server\/api\/admin\//,
  /^server\/api\/schemas\/admin\.ts$/,
];

type Locale = Record<string, string>;

/** locales/<lang>/<file>.json, each parsed. */
function readLocales(lang: string): { file: string; entries: Record<string, unknown> }[] {
  const dir = join(LOCALES_DIR, lang);
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((file) => {
      const text = readFileSync(join(dir, file), 'utf8');
      let entries: unknown;
      try {
        entries = JSON.parse(text);
      } catch (e) {
        throw new Error(`locales/${lang}/${file} is not valid JSON: ${(e as Error).message}`);
      }
      if (!entries || typeof entries !== 'object' || Array.isArray(entries))
        throw new Error(`locales/${lang}/${file} must hold one object`);
      return { file, entries: entries as Record<string, unknown> };
    });
}

const placeholders = (text: string) => [...new Set([...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]))].sort();

/** Every string of a text object, with where it comes from; functions are reported apart. */
function stringsOf(name: string, value: unknown, out: Map<string, string>, functions: [string, string][]) {
  if (typeof value === 'string') {
    if (!out.has(value)) out.set(value, name);
  } else if (typeof value === 'function') {
    functions.push([name, value.toString()]);
  } else if (Array.isArray(value)) {
    value.forEach((v, i) => stringsOf(`${name}[${i}]`, v, out, functions));
  } else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) stringsOf(`${name}.${k}`, v, out, functions);
  }
}

/** The customer-facing text objects: MSG without the back office's, LABEL, and the domain's texts shown on screens. */
function objectTexts() {
  const out = new Map<string, string>();
  const functions: [string, string][] = [];
  const customerMsg = Object.fromEntries(Object.entries(MSG).filter(([k]) => !(k in BACKOFFICE_MSG)));
  stringsOf('TAGLINE', TAGLINE, out, functions);
  stringsOf('MSG', customerMsg, out, functions);
  stringsOf('LABEL', LABEL, out, functions);
  stringsOf('PAYMENT_METHOD_LABELS', PAYMENT_METHOD_LABELS, out, functions);
  stringsOf('ORDER_STATUSES', ORDER_STATUSES, out, functions);
  stringsOf('PAYMENT_STATUSES', PAYMENT_STATUSES, out, functions);
  stringsOf('PRODUCT_TYPES', PRODUCT_TYPES, out, functions);
  stringsOf('CONTACT_LABELS', CONTACT_LABELS, out, functions);
  stringsOf('ENQUIRE_LABELS', ENQUIRE_LABELS, out, functions);
  stringsOf('ADDRESS_FIELD_WORDS', ADDRESS_FIELD_WORDS, out, functions);
  stringsOf('REQUIRED_ADDRESS_FIELDS', Object.fromEntries(REQUIRED_ADDRESS_FIELDS), out, functions);
  return { out, functions };
}

function sourceFiles(dir: string): string[] {
  const files: string[] = [];
  for (const entry of readdirSync(dir)) {
    const full = join(dir, entry);
    if (statSync(full).isDirectory()) files.push(...sourceFiles(full));
    else if (/\.tsx?$/.test(entry) && !/\.test\.tsx?$/.test(entry)) files.push(full);
  }
  return files;
}

/** A quoted literal's text as JavaScript reads it ('It\'s' → It's). */
const unquote = (quote: string, body: string) =>
  quote === '`' ? body : (JSON.parse(`"${body.replace(/\\'/g, "'").replace(/"/g, '\\"')}"`) as string);

/** Literals in t('…'), tk('…') and fmt('…') of domain/ and server/, with file and line. */
function sourceTexts(): Map<string, string> {
  const out = new Map<string, string>();
  const call = /(?<![\w.$])(t|tk|fmt)\(\s*(['"`])((?:\\.|(?!\2)[^\\])*)\2/g;
  for (const file of [...sourceFiles(join(ROOT, 'domain')), ...sourceFiles(join(ROOT, 'server'))]) {
    const rel = relative(ROOT, file).replaceAll('\\', '/');
    if (STAFF_ONLY.some((r) => r.test(rel))) continue;
    const text = readFileSync(file, 'utf8');
    for (const m of text.matchAll(call)) {
      if (m[2] === '`' && m[3].includes('${')) continue; // built at run time: not a key (lint it away instead)
      const literal = unquote(m[2], m[3]);
      const line = text.slice(0, m.index).split('\n').length;
      if (!out.has(literal)) out.set(literal, `${rel}:${line} ${m[1]}()`);
    }
  }
  return out;
}

describe('translations', () => {
  const locales = Object.fromEntries(TRANSLATED.map((lang) => [lang, readLocales(lang)]));
  const merged: Record<string, Locale> = Object.fromEntries(
    TRANSLATED.map((lang) => [lang, Object.assign({}, ...locales[lang].map((l) => l.entries)) as Locale]),
  );

  it('are JSON objects of strings, each key in one file of its language, with the key’s placeholders', () => {
    const problems: string[] = [];
    for (const lang of TRANSLATED) {
      const seen = new Map<string, string>();
      for (const { file, entries } of locales[lang]) {
        for (const [key, value] of Object.entries(entries)) {
          const where = `locales/${lang}/${file}`;
          if (typeof value !== 'string') problems.push(`${where}: "${key}" is not a string`);
          if (seen.has(key)) problems.push(`${where}: "${key}" is also in ${seen.get(key)}`);
          else seen.set(key, where);
          if (typeof value === 'string' && value && placeholders(value).join() !== placeholders(key).join()) {
            problems.push(
              `${where}: "${key}" has {${placeholders(key).join('}, {')}} but its translation {${placeholders(value).join('}, {')}}`,
            );
          }
        }
      }
    }
    expect(problems, problems.join('\n')).toEqual([]);
  });

  it('message functions are fmt templates, so their English is a key a translator sees', () => {
    const { functions } = objectTexts();
    expect(functions.length).toBeGreaterThan(10);
    const built = functions.filter(([, source]) => source.includes('`') || !/fmt\)?\(/.test(source)).map(([name]) => name);
    expect(built, `build these with fmt('…{name}…', { name }):\n${built.join('\n')}`).toEqual([]);
  });

  const required = (() => {
    const { out } = objectTexts();
    for (const [text, where] of sourceTexts()) if (!out.has(text)) out.set(text, where);
    return out;
  })();

  it('finds the texts to check', () => {
    expect(required.size).toBeGreaterThan(250);
    expect(required.get('{field} can be at most {max} characters.')).toBeDefined();
    expect(required.get('Namaste {name},')).toMatch(/domain\/orders\/mail\.ts/);
  });

  it.each(TRANSLATED)('every text a customer is shown has its translation in %s', (lang) => {
    const missing = [...required]
      .filter(([text]) => text.trim() && !merged[lang][text]?.trim())
      .map(([text, where]) => `  ${JSON.stringify(text)}  (${where})`);
    expect(missing, `${missing.length} texts without a translation in locales/${lang}/*.json:\n${missing.join('\n')}`).toEqual([]);
  });

  // Messages reach the page filled in (thrown deep in the domain); t() must know them again.
  const samples: Record<string, unknown[][]> = {
    contactTooLong: [['Company', 200]],
    applyTooLong: [['Name', 200]],
    cartStockLimit: [[3, 5]],
    fillField: [['address type'], ['pincode']],
    addressTooLong: [['landmark']],
    sdkNotLoaded: [['Razorpay']],
    orderOutOfStock: [
      ['VAM Granules (1 kg)', 2],
      ['VAM Granules (1 kg)', 0],
    ],
    unpaidWillCancel: [['2:45 pm']],
    paymentReturned: [
      ['₹1,23,456', true],
      ['₹450', false],
    ],
    otpSent: [['asha@example.com']],
    pinNotServiceable: [['744101']],
    buyAgainPartly: [[['VAM Granules (1 kg): only 2 in stock']]],
    deliveryNotServed: [['744101']],
    deliveryBy: [['28 Nov', 'Pune, Maharashtra']],
    deliveryCod: [['₹10,000']],
    deliveryCharge: [
      ['₹99', '₹2,500'],
      ['₹99', null],
    ],
    mobileCodeSent: [['98xxxxxx10']],
    doseNotForCrop: [['VAM Mycorrhiza Powder', 'Cauliflower']],
    doseNoMethod: [['Rhizobium Liquid Biofertilizer']],
    packLowStock: [[51, '4 kg']],
    packStockLimit: [[51, '4 kg']],
    packOutOfStock: [['4 kg']],
    packLineTotal: [[9, '₹1,620', '₹14,580']],
    packLineSaving: [[60, '₹1,458', '₹87,480', '₹9,720']],
  };

  it.each(TRANSLATED)('knows every filled-in message again and translates it whole in %s', (lang) => {
    const t = translatorFor(lang);
    const problems: string[] = [];
    for (const [name, fn] of Object.entries(MSG)) {
      if (typeof fn !== 'function' || name in BACKOFFICE_MSG) continue;
      if (!samples[name]) problems.push(`MSG.${name}: add sample arguments to this test`);
      for (const args of samples[name] ?? []) {
        const english = (fn as (...a: unknown[]) => string)(...args);
        const translated = t(english);
        // What is left in Latin letters must be a value (names, codes), not English words of the message.
        const leftover = translated.replace(
          /VAM Granules|VAM|SMS|98xxxxxx10|Razorpay|Pune|Maharashtra|asha@example\.com|Nov|pm|kg|SDK/g,
          '',
        );
        if (translated === english || /[A-Za-z]{3,}/.test(leftover))
          problems.push(`MSG.${name}(${JSON.stringify(args).slice(1, -1)}) → ${translated}`);
      }
    }
    expect(problems, problems.join('\n')).toEqual([]);
  });
});
