import type { Lang } from './languages';

// The back office reads English; a mail to staff about what a visitor sent says
// which language the visitor wrote from, so the answer can be in it.

const ENGLISH_NAMES: Record<Lang, string> = { en: 'English', hi: 'Hindi', mr: 'Marathi' };

/** "Language: Hindi (reply in Hindi if you can)" for a visitor who wrote from a Hindi or Marathi page; nothing for English. */
export const visitorLanguageLine = (lang: Lang): string[] =>
  lang === 'en'
    ? []
    : [`Language: ${ENGLISH_NAMES[lang]} (the visitor wrote from the ${ENGLISH_NAMES[lang]} pages; reply in it if you can)`];
