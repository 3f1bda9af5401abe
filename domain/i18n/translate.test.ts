import { describe, expect, it } from 'vitest';
import { splitLangPath, localizedPath } from './languages';
import { fmt, translator } from './translate';

describe('translation by the English text', () => {
  const t = translator({
    'Add to Cart': 'कार्ट में डालें',
    '{field} can be at most {max} characters.': '{field} में अधिकतम {max} अक्षर हो सकते हैं।',
    Name: 'नाम',
  });

  it('translates a known text and leaves an unknown one in English', () => {
    expect(t('Add to Cart')).toBe('कार्ट में डालें');
    expect(t('Checkout')).toBe('Checkout');
  });

  it('recognises a message filled in before it reached the page, and translates its values', () => {
    expect(t(fmt('{field} can be at most {max} characters.', { field: 'Name', max: 200 }))).toBe('नाम में अधिकतम 200 अक्षर हो सकते हैं।');
  });

  it('fills the translation of a template', () => {
    expect(t('{field} can be at most {max} characters.', { field: 'Name', max: 60 })).toBe('नाम में अधिकतम 60 अक्षर हो सकते हैं।');
  });

  it('English without a dictionary only fills placeholders', () => {
    expect(translator(null)('{n} items', { n: 3 })).toBe('3 items');
  });
});

describe('language in the address', () => {
  it('splits and builds prefixed paths', () => {
    expect(splitLangPath('/hi/cart')).toEqual({ lang: 'hi', path: '/cart' });
    expect(splitLangPath('/mr')).toEqual({ lang: 'mr', path: '/' });
    expect(splitLangPath('/history')).toEqual({ lang: 'en', path: '/history' });
    expect(localizedPath('hi', '/')).toBe('/hi/');
    expect(localizedPath('en', '/cart')).toBe('/cart');
  });
});
