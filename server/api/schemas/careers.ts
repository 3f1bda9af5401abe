import { z } from 'zod';
import { answers } from './common';

export const job = z
  .object({
    _id: z.string(),
    position: z.string(),
    Location: z.string(),
    Status: z.string(),
    Description: z.string(),
    Experience: z.string(),
    Qualification: z.string(),
    Qualifications: z.string().describe('The same as Qualification (the original job page reads this name)'),
    salary: z.string(),
    Roles_Responsibilities: z.array(z.string()),
    postedAt: z.string(),
  })
  .meta({ id: 'Job' });

export const listJobsSchema = { summary: 'Job openings', tags: ['careers'], response: answers({ 200: z.array(job) }) };

export const applySchema = {
  summary: 'Apply for a job (multipart: name, email, mobile, file; jobId optional)',
  description: 'The resume must be a PDF, DOC or DOCX of at most 5 MB.',
  tags: ['careers'],
  consumes: ['multipart/form-data'],
  response: answers(
    { 201: z.object({ status: z.literal(true), message: z.string(), data: z.object({ _id: z.string(), jobId: z.string().nullable() }) }) },
    404,
    409,
    413,
    415,
    429,
  ),
};
