import { describe, expect, it } from 'vitest';
import { fmt, translator } from './translate';

describe('recognising filled-in messages', () => {
  const t = translator({
    'Delivery {charge}': 'डिलीवरी {charge}',
    'Delivery by {date} to {place}': '{place} में {date} तक डिलीवरी',
    'Added to your cart. No longer available as before: {missing}.': 'कार्ट में डाल दिया गया। ये पहले जैसे अब उपलब्ध नहीं हैं: {missing}।',
    '{item}: only {quantity} in stock': '{item}: स्टॉक में केवल {quantity}',
  });

  it('takes the most specific template when two match, whatever their order', () => {
    expect(t(fmt('Delivery by {date} to {place}', { date: '28 Nov', place: 'Pune' }))).toBe('Pune में 28 Nov तक डिलीवरी');
    expect(t(fmt('Delivery {charge}', { charge: '₹99' }))).toBe('डिलीवरी ₹99');
  });

  it('translates a value that is itself a filled-in template', () => {
    const inner = fmt('{item}: only {quantity} in stock', { item: 'VAM (1 kg)', quantity: 2 });
    expect(t(fmt('Added to your cart. No longer available as before: {missing}.', { missing: inner }))).toBe(
      'कार्ट में डाल दिया गया। ये पहले जैसे अब उपलब्ध नहीं हैं: VAM (1 kg): स्टॉक में केवल 2।',
    );
  });
});
