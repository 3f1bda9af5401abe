import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Mailer } from '../../adapters/mail/types';
import { SmsError, type SmsSender } from '../../adapters/sms/types';
import type { WhatsAppSender } from '../../adapters/whatsapp/types';
import { OUTBOX_MAX_ATTEMPTS, backoffMs, deliverDue, queueMessage, type OutboxSenders } from '../../domain/outbox/outbox';
import { OUTBOX_MSG } from '../../domain/outbox/staff';
import { databases, postForm, staffToken, startTestApp, type TestApp } from '../setup/test-app';

// The outbox's worker (decision 034): a failed send is tried again after 1,
// 2, 4, … minutes and given up on as 'failed' after OUTBOX_MAX_ATTEMPTS; two
// workers at once never send one row twice; staff see the outbox and send a
// failed or sent message again (audited).

describe.each(databases)('the outbox on %s', (kind) => {
  let t: TestApp;
  let sales: string;
  beforeAll(async () => {
    t = await startTestApp(kind);
    sales = await staffToken(t, 'sales');
  });
  afterAll(() => t.close());

  const queue = (to: string, channel: 'email' | 'whatsapp' | 'sms' = 'email') =>
    queueMessage(t.services.db, {
      channel,
      topic: 'order-shipped',
      recipient: { kind: 'customer', id: null },
      to,
      lang: 'en',
      subject: 'Order ABCD1234 has shipped',
      body: 'Your order: {site}/orders/abcd1234',
      values: channel === 'sms' ? { ref: 'ABCD1234', link: '{site}/orders/abcd1234' } : undefined,
    }) as Promise<string>;
  const rowOf = (id: string) => t.services.db.selectFrom('outbox').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  /** Senders whose channels fail as told, and count what they sent. */
  function senders(fail: { mail?: Error; sms?: Error } = {}, delayMs = 0) {
    const sent: string[] = [];
    const wait = () => new Promise((r) => setTimeout(r, delayMs));
    const mail: Mailer = {
      ...t.services.mail,
      async sendOnce(m) {
        await wait();
        if (fail.mail) throw fail.mail;
        sent.push(`${m.to}|${m.text}`);
      },
    };
    const whatsapp: WhatsAppSender = {
      name: 'offline',
      async send(m) {
        await wait();
        sent.push(`${m.to}|${m.text}`);
        return { id: 'w' };
      },
    };
    const sms: SmsSender = {
      name: 'offline',
      sendCode: async () => undefined,
      async sendText(m) {
        if (fail.sms) throw fail.sms;
        sent.push(`${m.to}|${m.template}|${m.values.link}`);
      },
    };
    const deps: OutboxSenders = { db: t.services.db, mail, whatsapp, sms, config: { PUBLIC_URL: 'https://shop.example' } };
    return { deps, sent };
  }

  it('tries a failing message again after 1, 2, 4, … minutes and gives up as failed after the last try', async () => {
    const id = await queue(`down-${Date.now()}@example.com`);
    const { deps, sent } = senders({ mail: new Error('SMTP 421 try later') });
    let now = Date.now() + 1_000;
    for (let attempt = 1; attempt <= OUTBOX_MAX_ATTEMPTS; attempt += 1) {
      // Not due yet: nothing is tried.
      if (attempt > 1) expect((await deliverDue(deps, { now: new Date(now - 1_000), id })).failed).toHaveLength(0);
      const report = await deliverDue(deps, { now: new Date(now), id });
      expect(report.failed.map((f) => f.error.message)).toEqual(['SMTP 421 try later']);
      const row = await rowOf(id);
      expect(row).toMatchObject({ attempts: attempt, last_error: 'SMTP 421 try later', claim: null });
      if (attempt < OUTBOX_MAX_ATTEMPTS) {
        expect(row.status).toBe('pending');
        expect(Date.parse(row.next_attempt_at) - now).toBe(backoffMs(attempt));
        now += backoffMs(attempt);
      } else expect(row.status).toBe('failed');
    }
    expect(backoffMs(1)).toBe(60_000);
    expect(backoffMs(3)).toBe(4 * 60_000);
    // Given up: no later tick tries it again.
    expect((await deliverDue(deps, { now: new Date(now + 86_400_000), id })).failed).toHaveLength(0);
    expect(sent).toEqual([]);
  });

  it('gives up at once on what trying again cannot help (an SMS text with no registered template)', async () => {
    const id = await queue('9876543210', 'sms');
    const { deps } = senders({ sms: new SmsError('MSG91: no DLT template set for order-shipped.en', { permanent: true }) });
    await deliverDue(deps, { id });
    expect(await rowOf(id)).toMatchObject({ status: 'failed', attempts: 1 });
  });

  it('never sends one row twice when two workers run at once, and takes over a row whose worker stopped', async () => {
    const ids = await Promise.all(Array.from({ length: 20 }, (_, i) => queue(`race-${i}-${Date.now()}@example.com`)));
    const a = senders({}, 3);
    const b = senders({}, 3);
    await Promise.all([deliverDue(a.deps, { limit: 100 }), deliverDue(b.deps, { limit: 100 }), deliverDue(a.deps, { limit: 100 })]);
    const sent = [...a.sent, ...b.sent].filter((s) => s.startsWith('race-'));
    expect(sent).toHaveLength(20);
    expect(new Set(sent).size).toBe(20);
    expect(sent.every((s) => s.endsWith('|Your order: https://shop.example/orders/abcd1234'))).toBe(true);
    for (const id of ids) expect(await rowOf(id)).toMatchObject({ status: 'sent', attempts: 1 });

    // A worker claimed a row and died: until its lease ends nobody sends it, after that another worker does.
    const orphan = await queue(`orphan-${Date.now()}@example.com`);
    const later = (ms: number) => new Date(Date.now() + ms);
    await t.services.db
      .updateTable('outbox')
      .set({ status: 'sending', claim: 'dead', lease_until: later(60_000).toISOString(), attempts: 1 })
      .where('id', '=', orphan)
      .execute();
    const c = senders();
    await deliverDue(c.deps, { id: orphan });
    expect(c.sent).toEqual([]);
    await deliverDue(c.deps, { id: orphan, now: later(61_000) });
    expect(c.sent).toHaveLength(1);
    expect(await rowOf(orphan)).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('fills the site into an SMS template’s values and names the template by topic and language', async () => {
    const id = await queue('9876543210', 'sms');
    const { deps, sent } = senders();
    await deliverDue(deps, { id });
    expect(sent).toEqual(['9876543210|order-shipped.en|https://shop.example/orders/abcd1234']);
    // The offline SMS adapter keeps the text as a file.
    const offline = await queue('9876500000', 'sms');
    await deliverDue({ ...deps, sms: t.services.sms }, { id: offline });
    const dir = join(t.dataDir, 'sms-outbox');
    const file = readdirSync(dir).find((f) => f.includes('9876500000'))!;
    expect(readFileSync(join(dir, file), 'utf8')).toContain(
      'Template: order-shipped.en\n\nYour order: https://shop.example/orders/abcd1234',
    );
  });

  it('shows staff the outbox and sends a failed or sent message again, audited; owner and sales only', async () => {
    const to = `resend-${Date.now()}@example.com`;
    const id = await queue(to);
    await deliverDue(senders({ mail: new Error('mailbox full') }).deps, { id, now: new Date(Date.now() + 1_000) });
    await t.services.db.updateTable('outbox').set({ status: 'failed' }).where('id', '=', id).execute();
    const page = (q = '', token = sales) => t.app.inject({ url: `/admin/outbox${q}`, headers: { authorization: token } });
    const failed = await page('?status=failed');
    expect(failed.statusCode).toBe(200);
    expect(failed.body).toContain(to);
    expect(failed.body).toContain('mailbox full');
    expect(failed.body).toContain('Send again');
    expect((await page('?status=sent&q=' + encodeURIComponent(to))).body).toContain('>0<!-- --> <!-- -->message');

    const res = await postForm(t, '/admin/outbox?status=failed', { intent: 'resend', id }, sales);
    expect(res.json()).toMatchObject({ ok: true, toast: { text: OUTBOX_MSG.resent } });
    const copies = await t.services.db.selectFrom('outbox').selectAll().where('resent_from', '=', id).execute();
    expect(copies.map((c) => [c.status, c.to_address, c.body])).toEqual([['sent', to, 'Your order: {site}/orders/abcd1234']]);
    const mail = await t.services.db
      .selectFrom('mails')
      .select(['to_address', 'body'])
      .where('id', '=', copies[0].id)
      .executeTakeFirstOrThrow();
    expect(mail).toEqual({ to_address: to, body: `Your order: ${t.services.config.PUBLIC_URL}/orders/abcd1234` });
    const audit = await t.services.db.selectFrom('audit_log').selectAll().where('entity_id', '=', id).execute();
    expect(audit.map((a) => [a.action, a.staff_email])).toEqual([['outbox.resend', 'sales@mitti.example']]);
    expect((await page('?q=' + encodeURIComponent(to))).body).toContain('a resend');

    // A message still waiting is not sent twice by hand; an unknown one is a 404; other roles may not.
    const waiting = await queue(`waiting-${Date.now()}@example.com`);
    const again = await postForm(t, '/admin/outbox', { intent: 'resend', id: waiting }, sales);
    expect(again.json()).toMatchObject({ ok: false, toast: { text: OUTBOX_MSG.stillWaiting } });
    expect((await postForm(t, '/admin/outbox', { intent: 'resend', id: 'nope' }, sales)).json()).toMatchObject({
      ok: false,
      toast: { text: OUTBOX_MSG.notFound },
    });
    const catalogue = await staffToken(t, 'catalogue');
    expect((await page('', catalogue)).statusCode).toBe(403);
    expect((await postForm(t, '/admin/outbox', { intent: 'resend', id }, catalogue)).statusCode).toBe(403);
  });
});
