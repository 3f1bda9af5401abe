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

describe('plural messages', () => {
  const PACKS = '{count, plural, =0 {No packs} one {# pack} other {# packs}}';
  const hi = translator(
    {
      [PACKS]: '{count, plural, =0 {कोई पैक नहीं} one {# पैक} other {# पैक}}',
      'Cart, {count, plural, one {# item} other {# items}}': 'कार्ट, {count, plural, one {# वस्तु} other {# वस्तुएँ}}',
    },
    'hi',
  );
  const mr = translator({ [PACKS]: '{count, plural, =0 {एकही पाकीट नाही} one {# पाकीट} other {# पाकिटे}}' }, 'mr');

  it('chooses the branch by the language’s plural rules, an exact =n first', () => {
    expect([0, 1, 3].map((count) => fmt(PACKS, { count }))).toEqual(['No packs', '1 pack', '3 packs']);
    expect([0, 1, 3].map((count) => mr(PACKS, { count }))).toEqual(['एकही पाकीट नाही', '1 पाकीट', '3 पाकिटे']);
    // Hindi counts 0 as "one" too: without =0, 0 takes the one branch.
    const CART = 'Cart, {count, plural, one {# item} other {# items}}';
    expect([0, 1, 2].map((count) => hi(CART, { count }))).toEqual(['कार्ट, 0 वस्तु', 'कार्ट, 1 वस्तु', 'कार्ट, 2 वस्तुएँ']);
  });

  it('writes # in Indian grouping with Latin digits', () => {
    expect(fmt(PACKS, { count: 123456 })).toBe('1,23,456 packs');
    expect(mr(PACKS, { count: 123456 })).toBe('1,23,456 पाकिटे');
  });

  it('recognises each English reading of a plural filled in before it reached the page', () => {
    expect(mr(fmt(PACKS, { count: 1 }))).toBe('1 पाकीट');
    expect(mr(fmt(PACKS, { count: 12345 }))).toBe('12,345 पाकिटे');
    expect(mr('No packs')).toBe('एकही पाकीट नाही');
  });

  it('falls back to English, with English plurals, for a message the dictionary lacks', () => {
    expect(hi('{n, plural, one {# star} other {# stars}}', { n: 0 })).toBe('0 stars');
  });

  it('fills arguments inside a branch, and leaves a plural without its count as written', () => {
    expect(fmt('{n, plural, one {# bag of {size}} other {# bags of {size}}}', { n: 2, size: '25 kg' })).toBe('2 bags of 25 kg');
    expect(fmt('{n, plural, one {# bag} other {# bags}} left', {})).toBe('{n, plural, one {# bag} other {# bags}} left');
    // Not ICU: a lone brace or # and an apostrophe are text.
    expect(fmt("It's #1 {x}", { x: 'here' })).toBe("It's #1 here");
  });
});
