import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSmtpMailer } from '../../adapters/mail/smtp';
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

  it('fails loudly when the server refuses the login, and records nothing', async () => {
    const wrong = createSmtpMailer(t.services.db, { url: smtp.url.replace('s3cret%20pass', 'wrong'), from: 'shop@example.com' });
    await expect(wrong.send({ to: 'a@example.com', subject: 'refused', text: 'y' })).rejects.toThrow();
    expect(await t.services.db.selectFrom('mails').selectAll().where('subject', '=', 'refused').execute()).toEqual([]);
  });
});
