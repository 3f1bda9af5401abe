import { describe, expect, it } from 'vitest';
import { translatorFor } from '../../domain/i18n/dictionaries';
import { BACKOFFICE_MSG } from '../../domain/messages-backoffice';
import { MSG } from '../../domain/messages';
import { readLocales, TRANSLATED } from '../../scripts/message-catalogue';

// The locales files as a translator edits them, and messages filled in before
// they reach the page. That every message has its Hindi and Marathi, with the
// English placeholders, is message-catalogue.test.ts's check.

describe('translations', () => {
  it('are JSON objects of strings, one per area file', () => {
    const locales = readLocales();
    for (const lang of TRANSLATED) expect(locales[lang].map((l) => l.file)).toContain('messages.json');
  });

  it('message functions are fmt templates, so their English is a key a translator sees', () => {
    const functions = Object.entries(MSG).filter(([name, v]) => typeof v === 'function' && !(name in BACKOFFICE_MSG));
    expect(functions.length).toBeGreaterThan(10);
    const built = functions.filter(([, fn]) => fn.toString().includes('`') || !/fmt\)?\(/.test(fn.toString())).map(([name]) => name);
    expect(built, `build these with fmt('…{name}…', { name }):\n${built.join('\n')}`).toEqual([]);
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
    // A product's and a crop's names come already in the page's language (from content_translations).
    doseNotForCrop: [['VAM Granules', 'फूलगोभी']],
    doseNoMethod: [['VAM Granules']],
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
