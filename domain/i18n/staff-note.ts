import { VISITOR_WROTE_IN } from '../messages-staff-mail';
import type { Lang } from './languages';
import { translator, type Translate } from './translate';

// A mail to staff about what a visitor sent says which language the visitor
// wrote from, so the answer can be in it; the line itself is in the staff
// member's language (`t`).

/** "Language: Hindi (the visitor wrote from the Hindi pages; …)" for a visitor of a Hindi or Marathi page; nothing for English. */
export const visitorLanguageLine = (lang: Lang, t: Translate = translator(null)): string[] =>
  lang === 'en' ? [] : [t(VISITOR_WROTE_IN[lang])];

/** "Name: Sunil Pawar", the field's name in the staff member's language. */
export const staffField = (t: Translate, label: string, value: string) => `${t(label)}: ${value}`;
