import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESUME_MAX_BYTES } from '../../domain/constants';
import { company } from '../../domain/content/company';
import { MSG } from '../../domain/messages';
import { startS3Fake, type S3Fake } from '../fakes/s3-fake';
import { databases, startTestApp, type TestApp } from '../setup/test-app';
import { fakeExe, minimalDoc, minimalDocx, minimalPdf, multipart, zipStored, type Part } from './careers-files';

const applicant = { name: 'Priya Kale', email: 'priya.kale@example.com', mobile: '98765 43210' };

const form = (fields: Record<string, string>, file?: { value: Buffer; filename: string; contentType?: string }): Part[] => [
  ...Object.entries(fields).map(([name, value]) => ({ name, value })),
  ...(file ? [{ name: 'file', ...file }] : []),
];

describe.each(databases)('careers API on %s', (kind) => {
  let t: TestApp;
  let openJobId: string;
  let closedJobId: string;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t.close());

  // Each upload from an address of its own: every upload counts toward the hourly limit, refused ones too.
  let from = 0;
  const upload = (parts: Part[], url = '/api/post/resume', remoteAddress = `10.2.${Math.floor(++from / 250)}.${from % 250}`) =>
    t.app.inject({ method: 'POST', url, remoteAddress, ...multipart(parts) });
  const resumeCount = async () =>
    Number(
      (
        await t.services.db
          .selectFrom('resumes')
          .select((e) => e.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('lists every job with the fields of SPEC.md §3, open ones first', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/get/career' });
    expect(res.statusCode).toBe(200);
    const jobs = res.json();
    expect(Array.isArray(jobs)).toBe(true);
    expect(jobs.length).toBeGreaterThanOrEqual(3);
    for (const j of jobs) {
      expect(j).toEqual({
        _id: expect.stringMatching(/^[0-9a-f]{24}$/),
        position: expect.any(String),
        Location: expect.any(String),
        Status: expect.stringMatching(/^(Open|Closed)$/),
        Description: expect.any(String),
        Experience: expect.any(String),
        Qualification: expect.any(String),
        Qualifications: j.Qualification,
        salary: expect.stringContaining('₹'),
        Roles_Responsibilities: expect.arrayContaining([expect.any(String)]),
        postedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}/),
      });
    }
    const statuses = jobs.map((j: { Status: string }) => j.Status);
    expect(statuses.indexOf('Closed')).toBeGreaterThan(statuses.lastIndexOf('Open'));
    const qc = jobs.find((j: { position: string }) => j.position === 'QC Microbiologist');
    expect(qc.Roles_Responsibilities[0]).toBe('Plate and count samples of liquid and carrier-based products by serial dilution');
    openJobId = qc._id;
    closedJobId = jobs.find((j: { Status: string }) => j.Status === 'Closed')._id;
  });

  it('accepts a real PDF without login: stored under a generated key, recorded, and mailed to HR with the file attached', async () => {
    const pdf = minimalPdf();
    const res = await upload(
      form({ ...applicant, jobId: openJobId }, { value: pdf, filename: '../../etc/My Resume.pdf', contentType: 'application/pdf' }),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ status: true, message: MSG.applySuccess, data: { _id: expect.any(String), jobId: openJobId } });

    const row = await t.services.db.selectFrom('resumes').selectAll().where('id', '=', res.json().data._id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      job_id: openJobId,
      name: 'Priya Kale',
      email: 'priya.kale@example.com',
      mobile: '9876543210',
      file_type: 'pdf',
    });
    expect(Number(row.file_size)).toBe(pdf.length);
    expect(row.file_key).toMatch(/^resumes\/\d{4}\/\d{2}\/[0-9a-f]{24}\.pdf$/);
    expect(row.file_key).not.toMatch(/Resume|etc|\.\./);
    expect(await t.services.storage.get(row.file_key)).toEqual(pdf);

    const mails = await t.services.db.selectFrom('mails').selectAll().where('to_address', '=', company.hrEmail).execute();
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe('Job application: QC Microbiologist – Priya Kale');
    expect(mails[0].body).toContain('Mobile: 9876543210');
    const eml = readdirSync(join(t.dataDir, 'outbox')).map((f) => readFileSync(join(t.dataDir, 'outbox', f), 'utf8'));
    expect(
      eml.some(
        (m) => m.includes('Reply-To: priya.kale@example.com') && m.includes(`[attachment: resume-priya-kale.pdf, ${pdf.length} bytes]`),
      ),
    ).toBe(true);
  });

  it('accepts DOC and DOCX by their content, and a general application without a job', async () => {
    for (const [value, filename, ext] of [
      [minimalDocx(), 'cv.docx', 'docx'],
      [minimalDoc(), 'cv.doc', 'doc'],
      [minimalDocx(), 'cv-without-extension', 'docx'],
    ] as const) {
      const res = await upload(form(applicant, { value, filename }));
      expect(res.statusCode, filename).toBe(201);
      const row = await t.services.db.selectFrom('resumes').selectAll().where('id', '=', res.json().data._id).executeTakeFirstOrThrow();
      expect(row.file_type).toBe(ext);
      expect(row.job_id).toBeNull();
    }
  });

  it('refuses files that are not really PDF, DOC or DOCX with 415, whatever their name', async () => {
    const before = await resumeCount();
    for (const [value, filename] of [
      [fakeExe(), 'resume.pdf'],
      [Buffer.from('#!/bin/sh\nrm -rf /\n'), 'resume.docx'],
      [zipStored({ 'payload.exe': 'MZ' }), 'resume.docx'],
      [Buffer.from('<html><script>alert(1)</script></html>'), 'resume.doc'],
      [Buffer.from('%PDF'), 'tiny.pdf'],
    ] as const) {
      const res = await upload(form(applicant, { value, filename, contentType: 'application/pdf' }));
      expect(res.statusCode, filename).toBe(415);
      expect(res.json()).toMatchObject({ status: false, message: MSG.resumeWrongType });
    }
    expect(await resumeCount()).toBe(before);
  });

  it('refuses a 6 MB file with 413 and a message, and accepts one of 1 MB', async () => {
    const before = await resumeCount();
    const big = Buffer.concat([minimalPdf(), Buffer.alloc(6 * 1024 * 1024, 0x20)]);
    const res = await upload(form(applicant, { value: big, filename: 'big.pdf' }));
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ status: false, message: MSG.resumeTooLarge });
    expect(await resumeCount()).toBe(before);

    const justOver = Buffer.concat([minimalPdf(), Buffer.alloc(RESUME_MAX_BYTES + 1 - minimalPdf().length, 0x20)]);
    expect((await upload(form(applicant, { value: justOver, filename: 'a.pdf' }))).statusCode).toBe(413);

    const oneMb = Buffer.concat([minimalPdf(), Buffer.alloc(1024 * 1024, 0x20)]);
    expect((await upload(form(applicant, { value: oneMb, filename: 'ok.pdf' }))).statusCode).toBe(201);
  });

  it('answers missing or wrong fields with 400 and a message naming what to fix', async () => {
    const pdf = { value: minimalPdf(), filename: 'cv.pdf' };
    const cases: [Part[], string][] = [
      [form({ email: applicant.email, mobile: applicant.mobile }, pdf), MSG.applyNameRequired],
      [form({ name: '  ', email: applicant.email, mobile: applicant.mobile }, pdf), MSG.applyNameRequired],
      [form({ name: applicant.name, mobile: applicant.mobile }, pdf), MSG.applyEmailRequired],
      [form({ name: applicant.name, email: 'not-an-email', mobile: applicant.mobile }, pdf), MSG.emailInvalid],
      [form({ name: applicant.name, email: applicant.email }, pdf), MSG.applyMobileRequired],
      [form({ name: applicant.name, email: applicant.email, mobile: '12345' }, pdf), MSG.mobileInvalid],
      [form(applicant), MSG.resumeRequired],
      [form(applicant, { value: Buffer.alloc(0), filename: 'empty.pdf' }), MSG.resumeRequired],
      [form({ ...applicant, jobId: 'ffffffffffffffffffffffff' }, pdf), MSG.jobNotFound],
      [form({ ...applicant, jobId: closedJobId }, pdf), MSG.applyJobClosed],
    ];
    for (const [parts, message] of cases) {
      const res = await upload(parts);
      expect(res.statusCode, message).toBe(400);
      expect(res.json()).toMatchObject({ status: false, message });
    }
    const json = await t.app.inject({ method: 'POST', url: '/api/post/resume', payload: applicant });
    expect(json.statusCode).toBe(400);
    expect(json.json()).toMatchObject({ status: false, message: MSG.resumeRequired });
  });

  it('takes the application without JavaScript: the form posts multipart to the job page', async () => {
    const before = await resumeCount();
    const ok = await upload(form(applicant, { value: minimalPdf(), filename: 'cv.pdf' }), `/jobdetails/${openJobId}`);
    expect(ok.statusCode).toBe(303);
    expect(ok.headers.location).toBe(`/jobdetails/${openJobId}`);
    expect(await resumeCount()).toBe(before + 1);

    const bad = await upload(form(applicant, { value: fakeExe(), filename: 'cv.pdf' }), `/jobdetails/${openJobId}`);
    expect(bad.statusCode).toBe(415);
    expect(bad.headers['content-type']).toMatch(/text\/html/);
    expect(bad.body).toContain(MSG.resumeWrongType);
    expect(bad.body).toContain('value="Priya Kale"');
    expect(await resumeCount()).toBe(before + 1);

    const page = await t.app.inject({ method: 'GET', url: `/jobdetails/${openJobId}`, headers: { accept: 'text/html' } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('"@type":"JobPosting"');
    const missing = await t.app.inject({ method: 'GET', url: '/jobdetails/ffffffffffffffffffffffff', headers: { accept: 'text/html' } });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain(MSG.jobNotFound);
  });

  it('answers a broken upload with a 4xx, never a 500', async () => {
    const { payload, headers } = multipart(form(applicant, { value: minimalPdf(), filename: 'cv.pdf' }));
    const cut = await t.app.inject({ method: 'POST', url: '/api/post/resume', headers, payload: payload.subarray(0, payload.length - 60) });
    expect(cut.statusCode).toBeGreaterThanOrEqual(400);
    expect(cut.statusCode).toBeLessThan(500);
    const twoFiles = await t.app.inject({
      method: 'POST',
      url: '/api/post/resume',
      ...multipart([
        ...form(applicant, { value: minimalPdf(), filename: 'a.pdf' }),
        { name: 'file2', value: minimalPdf(), filename: 'b.pdf' },
      ]),
    });
    expect(twoFiles.statusCode).toBeGreaterThanOrEqual(400);
    expect(twoFiles.statusCode).toBeLessThan(500);
  });
});

describe.each(databases)('resumes in an S3 bucket on %s', (kind) => {
  let s3: S3Fake;
  let t: TestApp;
  beforeAll(async () => {
    s3 = await startS3Fake();
    t = await startTestApp(kind, {
      S3_ENDPOINT: s3.url,
      S3_BUCKET: s3.bucket,
      S3_ACCESS_KEY_ID: s3.accessKeyId,
      S3_SECRET_ACCESS_KEY: s3.secretAccessKey,
      S3_REGION: s3.region,
    });
  });
  afterAll(async () => {
    await t.close();
    await s3.close();
  });

  it('stores the resume in the bucket, and answers 503 with a message (saving nothing) when the bucket is down', async () => {
    const pdf = minimalPdf();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/post/resume',
      ...multipart(form(applicant, { value: pdf, filename: 'cv.pdf' })),
    });
    expect(res.statusCode).toBe(201);
    const row = await t.services.db.selectFrom('resumes').selectAll().where('id', '=', res.json().data._id).executeTakeFirstOrThrow();
    expect(s3.objects.get(row.file_key)).toEqual({ body: pdf, contentType: 'application/pdf' });

    const rows = async () => (await t.services.db.selectFrom('resumes').select('id').execute()).length;
    const before = await rows();
    s3.failing = true;
    try {
      const down = await t.app.inject({
        method: 'POST',
        url: '/api/post/resume',
        ...multipart(form(applicant, { value: pdf, filename: 'cv.pdf' })),
      });
      expect(down.statusCode).toBe(503);
      expect(down.json()).toEqual({ status: false, message: MSG.applyFailed });
      expect(await rows()).toBe(before);
    } finally {
      s3.failing = false;
    }
  });
});
