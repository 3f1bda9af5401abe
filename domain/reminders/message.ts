import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import type { Selectable } from 'kysely';
import type { RemindersTable } from '../../db/schema-reminders';
import { langOr } from '../accounts/language';
import { translatorFor } from '../i18n/dictionaries';
import { localizedPath, type Lang } from '../i18n/languages';
import { SITE, type OutboxChannel } from '../outbox/outbox';
import { inLanguage } from '../translations/store';
import { REMINDER_TEXT } from './texts';
import { orderRef } from '../order-ref';

// A reminder as the customer reads it, in their language, by one channel:
// WhatsApp when they opted in, else SMS to a confirmed mobile, else e-mail
// (a visitor's alert: the address they gave). Null when it no longer applies.

type Trx = Transaction<Database>;
export type Reminder = Selectable<RemindersTable>;

export interface Rendered {
  channel: OutboxChannel;
  to: string;
  lang: Lang;
  subject: string;
  body: string;
  link: string;
  /** An SMS's DLT template values. */
  values?: Record<string, string>;
}

// Reminders stand below the catalogue (its moveStock queues back-in-stock
// reminders), so they read the tables of carts and orders but import nothing
// of those modules (the order reference is domain/order-ref.ts, beneath
// both); the channels follow orders/notices.ts.

/** Where it goes: one channel, the most direct the customer allows (phones only to a confirmed number). */
async function addressOf(trx: Trx, userId: string | null, email: string | null) {
  if (!userId) return email ? { channel: 'email' as const, to: email, lang: null } : null;
  const u = await trx
    .selectFrom('users')
    .select(['email', 'mobile_no', 'mobile_verified_at', 'whatsapp_opt_in', 'lang', 'disabled_at'])
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!u || u.disabled_at) return null;
  const lang = langOr(u.lang);
  const phone = u.mobile_no && u.mobile_verified_at ? u.mobile_no : null;
  if (phone) return { channel: Number(u.whatsapp_opt_in) === 1 ? ('whatsapp' as const) : ('sms' as const), to: phone, lang };
  return u.email ? { channel: 'email' as const, to: u.email, lang } : null;
}

/** What the reminder says and where it goes; null: it no longer applies (or there is no way to reach them). */
export async function render(trx: Trx, r: Reminder, stopToken: string): Promise<Rendered | 'gone' | 'unreachable'> {
  // `path`: the page the message links to, made the reader's language's once it is known.
  let words: { subject: string; text: string; sms: string; vars: Record<string, string>; path: string; lang?: Lang; email?: string | null };
  if (r.kind === 'back_in_stock') {
    const a = await trx
      .selectFrom('stock_alerts')
      .innerJoin('product_variants as v', 'v.id', 'stock_alerts.variant_id')
      .innerJoin('products as p', 'p.id', 'stock_alerts.product_id')
      .select(['stock_alerts.status', 'stock_alerts.email', 'stock_alerts.lang', 'v.pack', 'v.stock', 'p.id', 'p.title'])
      .where('stock_alerts.id', '=', r.subject_id)
      .executeTakeFirst();
    if (!a || a.status !== 'due' || Number(a.stock) <= 0) return 'gone';
    const lang = langOr(a.lang);
    const [p] = await inLanguage(trx, lang, 'product', [{ id: a.id, title: a.title }], { title: 'title' });
    words = {
      subject: REMINDER_TEXT.backSubject,
      text: REMINDER_TEXT.back,
      sms: REMINDER_TEXT.backSms,
      vars: { product: p.title, pack: a.pack },
      path: `/product_details/${a.id}`,
      lang,
      email: a.email,
    };
  } else if (r.kind === 'abandoned_cart') {
    const c = await trx.selectFrom('carts').select(['id', 'updated_at', 'user_id']).where('id', '=', r.subject_id).executeTakeFirst();
    const lines = await trx.selectFrom('cart_items').select('id').where('cart_id', '=', r.subject_id).limit(1).execute();
    const ordered = c
      ? await trx
          .selectFrom('orders')
          .select('id')
          .where('user_id', '=', c.user_id)
          .where('created_at', '>=', c.updated_at)
          .limit(1)
          .execute()
      : [];
    const consent = await trx.selectFrom('reminder_recipients').select('cart_consent').where('id', '=', r.recipient_id).executeTakeFirst();
    if (!c || r.dedupe_key !== `cart:${c.id}:${c.updated_at}` || !lines.length || ordered.length || Number(consent?.cart_consent) !== 1)
      return 'gone';
    words = { subject: REMINDER_TEXT.cartSubject, text: REMINDER_TEXT.cart, sms: REMINDER_TEXT.cartSms, vars: {}, path: '/cart' };
  } else {
    const o = await trx
      .selectFrom('orders')
      .select(['id', 'state', 'payment_status', 'payment_method'])
      .where('id', '=', r.subject_id)
      .executeTakeFirst();
    if (!o || o.state !== 'placed' || o.payment_method === 'COD' || !['Failed', 'Unpaid'].includes(o.payment_status)) return 'gone';
    words = {
      subject: REMINDER_TEXT.paymentSubject,
      text: REMINDER_TEXT.payment,
      sms: REMINDER_TEXT.paymentSms,
      vars: { ref: orderRef(o.id) },
      path: `/orders/${o.id}/pay`,
    };
  }
  const to = await addressOf(trx, r.user_id, words.email ?? null);
  if (!to) return 'unreachable';
  const lang = to.lang ?? words.lang ?? 'en';
  const t = translatorFor(lang);
  // Links open the page in the language the message is written in (a page in another language would change the account's).
  const link = `${SITE}${localizedPath(lang, words.path)}`;
  const vars = { ...words.vars, link };
  const stopLink = `${SITE}${localizedPath(lang, '/reminders/stop')}?t=${stopToken}`;
  // An SMS is its registered template and the values it carries; other channels say it in full.
  if (to.channel === 'sms') {
    const values = { ...vars, stop: stopLink };
    return { channel: to.channel, to: to.to, lang, subject: t(words.subject, vars), body: t(words.sms, values), link, values };
  }
  const stop = t(REMINDER_TEXT.stop, { link: stopLink });
  return { channel: to.channel, to: to.to, lang, subject: t(words.subject, vars), body: `${t(words.text, vars)}\n\n${stop}`, link };
}
