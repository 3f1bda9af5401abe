import { createContext, useContext } from 'react';
import { DEFAULT_LANG, type Lang } from '../../domain/i18n/languages';
import { translator, type Translate } from '../../domain/i18n/translate';

/**
 * The page's language and its `t`: `const t = useT(); t('Add to Cart')`, and
 * `t('{count} items', { count })` for texts with values. On the server the page's
 * renderer provides it; in the browser the islands get the page's dictionary.
 * Without a provider, English.
 */
export interface I18n {
  lang: Lang;
  t: Translate;
  /** On the server: the `t` islands use, which notes each text so the browser is sent its translation. */
  islandT?: Translate;
}

const I18nContext = createContext<I18n>({ lang: DEFAULT_LANG, t: translator(null) });
export const I18nProvider = I18nContext.Provider;

export const useI18n = () => useContext(I18nContext);
export const useT = () => useContext(I18nContext).t;
export const useLang = () => useContext(I18nContext).lang;
