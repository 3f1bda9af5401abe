import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../../domain/messages';
import { databases, staffToken, startTestApp, type TestApp } from '../setup/test-app';
import { minimalPdf, multipart } from './careers-files';

// HR follows applications: the résumé downloads as an attachment, to HR and
// owners only; an application's status and a job's opening are theirs to set.

describe.each(databases)('back office careers on %s', (kind) => {
  let t: TestApp;
  let hr: string;
  let sales: string;
  beforeAll(async () => {
    t = await startTestApp(kind);
    hr = await staffToken(t, 'hr');
    sales = await staffToken(t, 'sales');
  });
  afterAll(() => t.close());

  it('downloads a résumé as an attachment for HR, never for sales; sets its status; closing the job stops applications', async () => {
    const job = await t.services.db.selectFrom('jobs').select('id').where('status', '=', 'Open').executeTakeFirstOrThrow();
    const pdf = minimalPdf('Resume of Kavita Deshmukh');
    const apply = (jobId: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/post/resume',
        ...multipart([
          { name: 'name', value: 'Kavita Deshmukh' },
          { name: 'email', value: 'kavita@example.com' },
          { name: 'mobile', value: '9876501234' },
          { name: 'jobId', value: jobId },
          { name: 'file', value: pdf, filename: 'cv.pdf', contentType: 'application/pdf' },
        ]),
      });
    expect((await apply(job.id)).statusCode).toBeLessThan(300);
    const resume = await t.services.db
      .selectFrom('resumes')
      .select('id')
      .where('email', '=', 'kavita@example.com')
      .executeTakeFirstOrThrow();

    const download = await t.app.inject({ url: `/api/admin/resumes/${resume.id}`, headers: { authorization: hr } });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toBe('attachment; filename="resume-kavita-deshmukh.pdf"');
    expect(download.rawPayload.equals(pdf)).toBe(true);
    expect((await t.app.inject({ url: `/api/admin/resumes/${resume.id}`, headers: { authorization: sales } })).statusCode).toBe(403);
    expect((await t.app.inject({ url: `/api/admin/resumes/${resume.id}` })).statusCode).toBe(401);

    const page = (url: string, payload: string) =>
      t.app.inject({
        method: 'POST',
        url,
        payload,
        headers: {
          authorization: hr,
          accept: 'application/json',
          origin: t.services.config.PUBLIC_URL,
          'content-type': 'application/x-www-form-urlencoded',
        },
      });
    expect((await page(`/admin/jobs/${job.id}`, `application=${resume.id}&status=shortlisted`)).json()).toMatchObject({ ok: true });
    const bad = await page(`/admin/jobs/${job.id}`, `application=${resume.id}&status=maybe`);
    expect(bad.json().toast.text).toBe(MSG.applicationStatusInvalid);
    expect((await t.services.db.selectFrom('resumes').select('status').where('id', '=', resume.id).executeTakeFirstOrThrow()).status).toBe(
      'shortlisted',
    );

    expect((await page('/admin/jobs', `job=${job.id}&status=Closed`)).json()).toMatchObject({ ok: true });
    const late = await apply(job.id);
    expect(late.statusCode).toBe(400);
    expect(late.json().message).toBe(MSG.applyJobClosed);
  });
});
