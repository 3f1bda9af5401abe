import type { Db } from '../../db/client';
import { SHIPPING_BUSINESS_DAYS } from '../constants';
import { listZones, type Zone } from '../delivery/zones';
import { translatorFor } from '../i18n/dictionaries';
import type { Lang } from '../i18n/languages';
import { tk, type Translate } from '../i18n/translate';
import { formatInr } from '../money';
import { inLanguage } from '../translations/store';

// What the shop says about delivery charges comes from the delivery zones staff
// edit (/admin/delivery), never from typed text: the shipping policy's table
// (the `{{delivery-charges}}` placeholder in its Markdown, every language) and
// the one sentence of the home page and the product pages. A zone's name is
// in the page's language where staff translated it (content_translations).

/** Where a policy's Markdown takes the table of the zones' charges. */
export const DELIVERY_CHARGES_PLACEHOLDER = '{{delivery-charges}}';

/** The zones with their names in `lang` (English where a name has no translation). */
export const zonesIn = async (db: Db, lang: Lang): Promise<Zone[]> => inLanguage(db, lang, 'zone', await listZones(db), { name: 'name' });

const whereOf = (zone: Zone, t: Translate) =>
  zone.states.includes('*') ? zone.name : `${zone.name} (${zone.states.map((s) => t(s)).join(', ')})`;

const chargeOf = (zone: Zone, t: Translate) => (zone.shippingPaise === 0 ? t('Free') : formatInr(zone.shippingPaise));

const freeFromOf = (zone: Zone, t: Translate) =>
  zone.shippingPaise === 0
    ? t('Always free')
    : zone.freeAbovePaise > 0
      ? t('On orders of {amount} or more', { amount: formatInr(zone.freeAbovePaise) })
      : t('Never');

const codOf = (zone: Zone, t: Translate) => (zone.cod ? t('Up to {amount}', { amount: formatInr(zone.codLimitPaise) }) : t('Not offered'));

const cell = (text: string) => text.replace(/\|/g, '\\|');

/** The zones' charges (zones in `lang`: zonesIn) as a Markdown table in a language: where, charge, free from, days on the road, Cash on Delivery. */
export function deliveryChargesTable(zones: Zone[], lang: Lang): string {
  const t = translatorFor(lang);
  const head = [
    tk('Delivery to'),
    tk('Delivery charge'),
    tk('Free delivery'),
    tk('Days on the road after dispatch'),
    tk('Cash on Delivery'),
  ];
  const rows = zones.map((z) => [whereOf(z, t), chargeOf(z, t), freeFromOf(z, t), String(z.etaDays), codOf(z, t)]);
  return [head.map((h) => t(h)), head.map(() => '---'), ...rows].map((r) => `| ${r.map(cell).join(' | ')} |`).join('\n');
}

/** A page's Markdown with a table of charges (deliveryChargesTable) where it asks for them. */
export const withChargesTable = (markdown: string, table: string): string =>
  markdown.split(DELIVERY_CHARGES_PLACEHOLDER).join(`\n\n${table}\n\n`);

/** A page's Markdown with the zones' charges where it asks for them. */
export async function withDeliveryCharges(db: Db, markdown: string, lang: Lang): Promise<string> {
  if (!markdown.includes(DELIVERY_CHARGES_PLACEHOLDER)) return markdown;
  return withChargesTable(markdown, deliveryChargesTable(await zonesIn(db, lang), lang));
}

/**
 * One sentence of the zones' charges (zones in the language of `t`) for the home and product pages: "Shop
 * orders ship within 2 business days. Delivery: free in Maharashtra; ₹60 in
 * West and South India, free on orders of ₹1,500 or more; …".
 */
export function deliverySentence(zones: Zone[], t: Translate): string {
  const terms = zones.map((z) =>
    z.shippingPaise === 0
      ? t('free in {zone}', { zone: z.name })
      : z.freeAbovePaise > 0
        ? t('{charge} in {zone}, free on orders of {amount} or more', {
            charge: formatInr(z.shippingPaise),
            zone: z.name,
            amount: formatInr(z.freeAbovePaise),
          })
        : t('{charge} in {zone}', { charge: formatInr(z.shippingPaise), zone: z.name }),
  );
  return `${t('Shop orders ship within {days} business days.', { days: SHIPPING_BUSINESS_DAYS })} ${t('Delivery: {terms}.', { terms: terms.join('; ') })}`;
}

/** The sentence for a page, read from the zones now. */
export async function deliverySentenceFor(db: Db, lang: Lang): Promise<string> {
  return deliverySentence(await zonesIn(db, lang), translatorFor(lang));
}
