import type { Generated } from 'kysely';
// The company's content and leads as Kysely sees them (see schema.ts for the conventions).

export interface ContactMessagesTable {
  id: string;
  name: string;
  email: string;
  phone: string;
  company: string;
  occupation: string;
  message: string;
  created_at: string;
  status: Generated<string>; // LEAD_STATUSES
  assignee_staff_id: Generated<string | null>;
  notes: Generated<string>;
}

export interface JobsTable {
  id: string;
  position: string;
  location: string;
  status: string;
  description: string;
  experience: string;
  qualification: string;
  salary: string;
  roles: string; // JSON array of text
  posted_at: string;
}

export interface ResumesTable {
  id: string;
  job_id: string | null;
  name: string;
  email: string;
  mobile: string;
  file_key: string;
  file_type: string;
  file_size: number;
  created_at: string;
  status: Generated<string>;
}

export interface NewsTable {
  id: string;
  slug: string;
  title: string;
  description: string;
  image: string;
  published_at: string;
}

export interface BlogsTable {
  id: string;
  slug: string;
  heading: string;
  description: string;
  image: string;
  link: string;
  published_at: string;
}

export interface TeamMembersTable {
  id: string;
  name: string;
  position: string;
  image: string;
  position_order: number;
}

export interface ClientCompaniesTable {
  id: string;
  company_name: string;
  description: string;
  image: string;
  position: number;
}

/** A company page's text as staff last saved it (replaces content/pages/<slug>.md). */
export interface PageTextsTable {
  slug: string;
  title: string;
  description: string;
  heading: string;
  body: string; // Markdown
  version: number;
  updated_at: string;
  updated_by: string;
}
