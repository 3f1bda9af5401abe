import { beforeAll, describe, expect, it } from 'vitest';
import { BACKOFFICE_MSG } from '../../domain/messages-backoffice';
import { LABEL, MSG } from '../../domain/messages';
import { STAFF_MAIL, VISITOR_WROTE_IN } from '../../domain/messages-staff-mail';
import {
  checkCatalogue,
  extractMessages,
  formatReport,
  readLocales,
  scanSource,
  translationProblems,
  type Extracted,
  type Locales,
} from '../../scripts/message-catalogue';

// The interface's message catalogue (decision 031): every message the code
// shows a visitor or writes in a mail, read out of the code by
// scripts/message-catalogue.ts, has its Hindi and its Marathi with the same
// placeholders and plural arguments, and no locales key outlives its message.

const PACKS = '{count, plural, one {# pack} other {# packs}}';

describe('the message catalogue', () => {
  let code: Extracted;
  let locales: Locales;
  beforeAll(async () => {
    code = await extractMessages();
    locales = readLocales();
  }, 60_000);

  it('is read out of the message modules and every t(), tk() and fmt() of app/, domain/ and server/', () => {
    const { messages } = code;
    expect(messages.size).toBeGreaterThan(800);
    expect(messages.get(MSG.loginFailed)).toMatch(/^domain\/messages\.ts MSG\./);
    expect(messages.get(LABEL.orderTotal)).toMatch(/LABEL/);
    expect(messages.get(PACKS)).toMatch(/^app\/components\/order-totals\.tsx:\d+ t\(\)$/);
    expect(messages.get('{field} can be at most {max} characters.')).toBeDefined();
    expect(messages.get('Namaste {name},')).toMatch(/domain\/orders\/mail\.ts/);
    // Staff mails are written in the staff member's language, so they are messages too.
    expect(messages.get(STAFF_MAIL.leadSubject)).toBeDefined();
    expect(messages.get(VISITOR_WROTE_IN.mr)).toBeDefined();
    // The back office reads English: neither its messages nor its pages' texts are in the catalogue.
    expect(messages.has(BACKOFFICE_MSG.staffRoleInvalid)).toBe(false);
    expect(messages.has('Save the language')).toBe(false);
  });

  it('gives every message its Hindi and its Marathi, with the English placeholders, each key once and none unused', () => {
    const report = checkCatalogue(code.messages, locales, code.literals);
    const problems = [...report.missing.hi, ...report.missing.mr].length + report.mismatched.length + report.duplicates.length;
    expect(problems + report.stale.length + code.built.length, formatReport(report, code.messages.size, code.built)).toBe(0);
  });

  it('fails on a Marathi message removed, and on a translation that loses a placeholder', () => {
    const without = structuredClone(locales);
    const checkout = without.mr.find((l) => l.file === 'checkout.json')!;
    delete checkout.entries[PACKS];
    const mail = without.hi.find((l) => l.file === 'mail.json')!;
    mail.entries['Order {ref} confirmed'] = 'ऑर्डर पक्का हो गया';
    const report = checkCatalogue(code.messages, without, code.literals);
    expect(report.missing.mr).toEqual([[PACKS, expect.stringContaining('order-totals.tsx')]]);
    expect(report.missing.hi).toEqual([]);
    expect(report.mismatched).toEqual(['locales/hi/mail.json: "Order {ref} confirmed" has {} where the English has {ref}']);
  });
});

describe('the catalogue checker', () => {
  const messages = new Map([
    ['Add to Cart', 'app/x.tsx:1 t()'],
    ['Hello {name}', 'app/x.tsx:2 t()'],
    [PACKS, 'app/x.tsx:3 t()'],
  ]);
  const locales = (hi: Record<string, string>, mr: Record<string, string>, extra: Record<string, string> = {}): Locales => ({
    hi: [
      { file: 'layout.json', entries: hi },
      { file: 'content.json', entries: extra },
    ],
    mr: [{ file: 'layout.json', entries: mr }],
  });
  const complete = {
    hi: { 'Add to Cart': 'कार्ट में डालें', 'Hello {name}': 'नमस्ते {name}', [PACKS]: '{count, plural, one {# पैक} other {# पैक}}' },
    mr: { 'Add to Cart': 'कार्टमध्ये टाका', 'Hello {name}': 'नमस्कार {name}', [PACKS]: '{count, plural, one {# पॅक} other {# पॅक}}' },
  };

  it('passes a complete catalogue', () => {
    const report = checkCatalogue(messages, locales(complete.hi, complete.mr));
    expect(report).toEqual({ missing: { hi: [], mr: [] }, mismatched: [], duplicates: [], stale: [] });
  });

  it('names a message missing in Marathi, or translated as empty', () => {
    const mr = { ...complete.mr, 'Hello {name}': ' ' } as Record<string, string>;
    delete mr['Add to Cart'];
    const report = checkCatalogue(messages, locales(complete.hi, mr));
    expect(report.missing).toEqual({
      hi: [],
      mr: [
        ['Add to Cart', 'app/x.tsx:1 t()'],
        ['Hello {name}', 'app/x.tsx:2 t()'],
      ],
    });
  });

  it('names a translation whose placeholders or plural differ from the English', () => {
    const hi = { ...complete.hi, 'Hello {name}': 'नमस्ते {naam}', [PACKS]: '{count} पैक' };
    const report = checkCatalogue(messages, locales(hi, complete.mr));
    expect(report.mismatched).toEqual([
      'locales/hi/layout.json: "Hello {name}" has {naam} where the English has {name}',
      `locales/hi/layout.json: "${PACKS}" has {count} where the English has {count, plural}`,
    ]);
  });

  it('names a plural branch the language does not have', () => {
    expect(translationProblems(PACKS, '{count, plural, one {# पैक} few {# पैक} other {# पैक}}', 'hi')).toEqual([
      'plural {count} has "few", not a hi category (one, other)',
    ]);
    expect(translationProblems(PACKS, '{count, plural, =0 {एकही नाही} one {# पॅक} other {# पॅक}}', 'mr')).toEqual([]);
  });

  it("names a key no code uses, but never one of the company's file texts (looked up by keys built at run time)", () => {
    const hi = { ...complete.hi, 'Old button': 'पुराना बटन' };
    const report = checkCatalogue(messages, locales(hi, complete.mr, { 'Registered & Corporate Office': 'पंजीकृत और कॉर्पोरेट कार्यालय' }));
    expect(report.stale).toEqual([['locales/hi/layout.json', 'Old button']]);
  });

  it('reads t(), tk() and fmt() literals from source, both branches of a choice, and flags a text built at run time', () => {
    const scan = scanSource(
      'app/routes/x.tsx',
      [
        "const a = t(n === 1 ? 'One bag' : 'Many bags');",
        'const b = tk("Saved") + fmt(\'{n} left\', { n });',
        'const c = t(`Hello ${name}`);',
        "const d = other('Not a message');",
      ].join('\n'),
    );
    expect(scan.calls).toEqual([
      { text: 'One bag', where: 'app/routes/x.tsx:1 t()' },
      { text: 'Many bags', where: 'app/routes/x.tsx:1 t()' },
      { text: 'Saved', where: 'app/routes/x.tsx:2 tk()' },
      { text: '{n} left', where: 'app/routes/x.tsx:2 fmt()' },
    ]);
    expect(scan.built).toEqual(['app/routes/x.tsx:3 t()']);
    expect(scan.literals.has('Not a message')).toBe(true);
  });
});
