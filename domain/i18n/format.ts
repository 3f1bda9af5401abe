import { LOCALE_OF, type Lang } from './languages';

// Numbers in Indian grouping (1,23,456) with Latin digits in every language;
// dates with the language's month and day names, in India's time zone.

const numberFormats = new Map<Lang, Intl.NumberFormat>();
export function formatNumber(n: number, lang: Lang): string {
  let f = numberFormats.get(lang);
  if (!f) numberFormats.set(lang, (f = new Intl.NumberFormat(LOCALE_OF[lang], { maximumFractionDigits: 2 })));
  return f.format(n);
}

const dateFormats = new Map<string, Intl.DateTimeFormat>();
/** A date-time formatter for `lang` (cached): `dateFormat('hi', { day: 'numeric', month: 'short' })`. */
export function dateFormat(lang: Lang, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${lang}|${JSON.stringify(options)}`;
  let f = dateFormats.get(key);
  // A time in Hindi or Marathi says the part of the day in words ("रात 9:22", "सकाळ 8:05"), never am/pm.
  const dayPeriod: Intl.DateTimeFormatOptions = lang !== 'en' && options.hour && !options.hourCycle ? { dayPeriod: 'short' } : {};
  if (!f) dateFormats.set(key, (f = new Intl.DateTimeFormat(LOCALE_OF[lang], { timeZone: 'Asia/Kolkata', ...dayPeriod, ...options })));
  return f;
}

/** "25 Nov 2026", "25 नव॰ 2026", "२५ नोव्हें, २०२६" → with Latin digits: the date as a person in India writes it. */
export const formatDate = (date: Date | string, lang: Lang) =>
  dateFormat(lang, { day: 'numeric', month: 'short', year: 'numeric' }).format(typeof date === 'string' ? new Date(date) : date);
