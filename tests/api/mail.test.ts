import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAIL_RETRY_DELAYS_MS } from '../../adapters/mail/queue';
import { startSmtpFake, type SmtpFake } from '../fakes/smtp-fake';
import { databases, startTestApp, type TestApp } from '../setup/test-app';

describe.each(databases)('SMTP mail adapter on %s', (kind) => {
  let smtp: SmtpFake;
  let t: TestApp;
  beforeAll(async () => {
    smtp = await startSmtpFake({ user: 'shop', pass: 's3cret pass' });
    t = await startTestApp(kind, { SMTP_URL: smtp.url, MAIL_FROM: 'Mitti Biotech <careers@mittibiotech.example>' });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('is used when SMTP_URL is set: sends the text and the attachment, and records the mail', async () => {
    const attachment = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\n%%EOF\n');
    await t.services.mail.send({
      to: 'hr@mittibiotech.example',
      subject: 'Job application: QC Microbiologist',
      text: 'Name: Priya Kale\nMobile: 9876543210',
      replyTo: 'priya@example.com',
      attachments: [{ filename: 'resume-priya-kale.pdf', content: attachment, contentType: 'application/pdf' }],
    });
    expect(smtp.mails).toHaveLength(1);
    const mail = smtp.mails[0];
    expect(mail.from).toBe('careers@mittibiotech.example');
    expect(mail.to).toEqual(['hr@mittibiotech.example']);
    expect(mail.raw).toMatch(/^Subject: Job application: QC Microbiologist/m);
    expect(mail.raw).toMatch(/^Reply-To: priya@example\.com/m);
    expect(mail.raw).toContain('Name: Priya Kale');
    expect(mail.raw).toMatch(/Content-Type: application\/pdf; name=resume-priya-kale\.pdf/);
    expect(mail.raw).toMatch(/Content-Disposition: attachment; filename=resume-priya-kale\.pdf/);
    expect(mail.raw.replace(/\r?\n/g, '')).toContain(attachment.toString('base64'));

    const rows = await t.services.db.selectFrom('mails').selectAll().where('subject', '=', 'Job application: QC Microbiologist').execute();
    expect(rows.map((r) => [r.to_address, r.status])).toEqual([['hr@mittibiotech.example', 'sent']]);
  });

  it('keeps a mail while the SMTP server is down and delivers it on a later try', async () => {
    const port = Number(new URL(smtp.url).port);
    await smtp.close();
    const result = await t.services.mail.send({ to: 'sales@mittibiotech.example', subject: 'New enquiry while down', text: 'Kept' });
    expect(result.delivered).toBe(false);
    const kept = await t.services.db
      .selectFrom('mails')
      .selectAll()
      .where('subject', '=', 'New enquiry while down')
      .executeTakeFirstOrThrow();
    expect(kept).toMatchObject({ status: 'retry', attempts: 1 });
    expect(Date.parse(kept.next_attempt_at!) - Date.now()).toBeGreaterThan(MAIL_RETRY_DELAYS_MS[0] - 5_000);

    // Not due yet: nothing is tried.
    expect(await t.services.mail.retryDue()).toBe(0);
    smtp = await startSmtpFake({ user: 'shop', pass: 's3cret pass' }, port);
    const later = new Date(Date.now() + MAIL_RETRY_DELAYS_MS[0] + 1_000);
    expect(await t.services.mail.retryDue(later)).toBe(1);
    expect(smtp.mails.map((m) => m.raw.match(/^Subject: (.*)$/m)?.[1])).toEqual(['New enquiry while down']);
    const sent = await t.services.db.selectFrom('mails').selectAll().where('id', '=', kept.id).executeTakeFirstOrThrow();
    expect(sent).toMatchObject({ status: 'sent', attempts: 2, payload: null, next_attempt_at: null });
    expect(await t.services.mail.retryDue(new Date(later.getTime() + 86_400_000))).toBe(0);
  });

  it('sends once for the order outbox: one row per message id, marked failed or sent, never retried on its own', async () => {
    const port = Number(new URL(smtp.url).port);
    await smtp.close();
    const message = { to: 'buyer@example.com', subject: 'Order 1234ABCD has shipped', text: 'On its way' };
    await expect(t.services.mail.sendOnce(message, 'outbox-row-1')).rejects.toThrow();
    const failed = await t.services.db.selectFrom('mails').selectAll().where('id', '=', 'outbox-row-1').executeTakeFirstOrThrow();
    expect(failed).toMatchObject({ status: 'failed', attempts: 1, next_attempt_at: null });
    expect(await t.services.mail.retryDue(new Date(Date.now() + 86_400_000))).toBe(0);
    smtp = await startSmtpFake({ user: 'shop', pass: 's3cret pass' }, port);
    await t.services.mail.sendOnce(message, 'outbox-row-1');
    const rows = await t.services.db.selectFrom('mails').selectAll().where('id', '=', 'outbox-row-1').execute();
    expect(rows.map((r) => [r.status, r.attempts, r.last_error])).toEqual([['sent', 2, null]]);
    expect(smtp.mails.map((m) => m.raw.match(/^Subject: (.*)$/m)?.[1])).toEqual(['Order 1234ABCD has shipped']);
  });

  it('puts header values from a person on one line, so no header can be added', async () => {
    await t.services.mail.send({
      to: 'hr@mittibiotech.example',
      subject: 'Job application: general - Asha\r\nBcc: evil@example.com',
      replyTo: 'asha@example.com\r\nBcc: evil@example.com',
      text: 'Hello',
    });
    const mail = smtp.mails.at(-1)!;
    expect(mail.to).toEqual(['hr@mittibiotech.example']);
    expect(mail.raw).not.toMatch(/^Bcc:/im);
    expect(mail.raw).toMatch(/^Subject: Job application: general - Asha Bcc: evil@example\.com/m);
  });
});
