import type { Db } from '../../db/client';
import type { JobsTable } from '../../db/schema-content';
import { CURRENCY } from '../constants';
import { company } from '../content/company';
import type { Lang } from '../i18n/languages';
import { inLanguage, type Shown } from '../translations/store';

/** A job opening as the pages use it. */
export interface Job {
  id: string;
  position: string;
  location: string;
  status: string;
  description: string;
  experience: string;
  qualification: string;
  salary: string;
  roles: string[];
  postedAt: string;
}

export const isOpen = (job: Pick<Job, 'status'>) => job.status.toLowerCase() === 'open';

function parseRoles(raw: string): string[] {
  try {
    const v = JSON.parse(raw);
    return Array.isArray(v) ? v.map(String) : [];
  } catch {
    return raw ? [raw] : [];
  }
}

function toJob(r: JobsTable): Job {
  return {
    id: r.id,
    position: r.position,
    location: r.location,
    status: r.status,
    description: r.description,
    experience: r.experience,
    qualification: r.qualification,
    salary: r.salary,
    roles: parseRoles(r.roles),
    postedAt: r.posted_at,
  };
}

/** A job as a page in some language shows it (`english`: its fields without a translation). */
export type ShownJob = Job & Shown;

/** Jobs in a language: each text from its translation (roles one a line), English where there is none. */
export const jobsIn = (db: Db, lang: Lang, jobs: readonly Job[]): Promise<ShownJob[]> =>
  inLanguage(
    db,
    lang,
    'job',
    jobs,
    {
      position: 'position',
      location: 'location',
      description: 'description',
      experience: 'experience',
      qualification: 'qualification',
      salary: 'salary',
      roles: 'roles',
    },
    { lists: ['roles'] },
  );

/** Every job, open ones first, newest first within each group, in a language. */
export async function listJobs(db: Db, lang: Lang = 'en'): Promise<ShownJob[]> {
  const rows = await db.selectFrom('jobs').selectAll().orderBy('posted_at', 'desc').orderBy('id').execute();
  const jobs = await jobsIn(db, lang, rows.map(toJob));
  return [...jobs.filter(isOpen), ...jobs.filter((j) => !isOpen(j))];
}

/** One job, or null for an unknown (or malformed) id. */
export async function findJob(db: Db, id: string): Promise<Job | null> {
  if (!/^[A-Za-z0-9_-]{1,64}$/.test(id)) return null;
  const row = await db.selectFrom('jobs').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? toJob(row) : null;
}

const STATES = [
  'Andhra Pradesh',
  'Arunachal Pradesh',
  'Assam',
  'Bihar',
  'Chhattisgarh',
  'Goa',
  'Gujarat',
  'Haryana',
  'Himachal Pradesh',
  'Jharkhand',
  'Karnataka',
  'Kerala',
  'Madhya Pradesh',
  'Maharashtra',
  'Manipur',
  'Meghalaya',
  'Mizoram',
  'Nagaland',
  'Odisha',
  'Punjab',
  'Rajasthan',
  'Sikkim',
  'Tamil Nadu',
  'Telangana',
  'Tripura',
  'Uttar Pradesh',
  'Uttarakhand',
  'West Bengal',
  'Delhi',
  'Jammu and Kashmir',
  'Ladakh',
  'Puducherry',
  'Chandigarh',
];

/** "Chakan MIDC, Pune District, Maharashtra" → locality and state, in India. */
export function jobAddress(location: string) {
  const region = STATES.find((s) => location.toLowerCase().includes(s.toLowerCase()));
  const locality = location
    .split(',')[0]
    .replace(/\(.*?\)/g, '')
    .trim();
  return {
    '@type': 'PostalAddress',
    addressLocality: locality,
    ...(region ? { addressRegion: region } : {}),
    addressCountry: 'IN',
  };
}

/** "₹3.6–4.8 lakh per year" → 360000–480000 a year; null when the text has no lakh range or amount. */
export function salaryRange(salary: string): { min: number; max: number } | null {
  const m = /([\d.]+)\s*(?:[–-]\s*([\d.]+))?\s*lakh/i.exec(salary);
  if (!m) return null;
  const min = Math.round(Number(m[1]) * 100000);
  const max = Math.round(Number(m[2] ?? m[1]) * 100000);
  return Number.isFinite(min) && Number.isFinite(max) && min > 0 && max >= min ? { min, max } : null;
}

/** schema.org JobPosting for the job's page (Google for Jobs). */
export function jobPostingJsonLd(j: Job, baseUrl: string) {
  const range = salaryRange(j.salary);
  const posted = j.postedAt.slice(0, 10);
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: j.position,
    description: [j.description, `Experience: ${j.experience}.`, `Qualification: ${j.qualification}.`, `Salary: ${j.salary}.`]
      .concat(j.roles.length ? [`Roles and responsibilities: ${j.roles.join('; ')}.`] : [])
      .join('\n'),
    datePosted: posted,
    // A closed opening has ended; an open one stays until it is closed.
    ...(isOpen(j) ? {} : { validThrough: posted }),
    employmentType: 'FULL_TIME',
    directApply: isOpen(j),
    url: `${baseUrl}/jobdetails/${j.id}`,
    identifier: { '@type': 'PropertyValue', name: company.name, value: j.id },
    hiringOrganization: {
      '@type': 'Organization',
      name: company.name,
      sameAs: baseUrl,
      logo: `${baseUrl}/brand/logo.svg`,
    },
    jobLocation: { '@type': 'Place', address: jobAddress(j.location) },
    educationRequirements: j.qualification,
    experienceRequirements: j.experience,
    baseSalary: {
      '@type': 'MonetaryAmount',
      currency: CURRENCY,
      description: j.salary,
      value: range
        ? { '@type': 'QuantitativeValue', minValue: range.min, maxValue: range.max, unitText: 'YEAR' }
        : { '@type': 'QuantitativeValue', value: j.salary, unitText: 'YEAR' },
    },
  };
}
