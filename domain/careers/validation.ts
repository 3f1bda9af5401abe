import { APPLY_TEXT_MAX } from '../constants';
import { MSG } from '../messages';
import { isEmail, type FieldError } from '../validation';

// Plain functions with no server imports, so the apply dialog runs the very
// same checks in the browser before it uploads anything.

export interface ApplicationFields {
  name: string;
  email: string;
  mobile: string;
}

/** A 10-digit Indian mobile number, with or without +91 / 0 and spaces or dashes; null if it is not one. */
export function normaliseMobile(raw: string): string | null {
  let digits = raw.replace(/[\s().-]/g, '');
  if (digits.startsWith('+91')) digits = digits.slice(3);
  else if (digits.length === 12 && digits.startsWith('91')) digits = digits.slice(2);
  else if (digits.length === 11 && digits.startsWith('0')) digits = digits.slice(1);
  return /^[6-9]\d{9}$/.test(digits) ? digits : null;
}

/** SPEC.md §5: name, email, mobile (and the resume, checked separately) are all required. */
export function checkApplication(f: ApplicationFields): FieldError | null {
  const name = f.name.trim();
  const email = f.email.trim();
  const mobile = f.mobile.trim();
  if (!name) return { field: 'name', message: MSG.applyNameRequired };
  if (name.length > APPLY_TEXT_MAX) return { field: 'name', message: MSG.applyTooLong('Name', APPLY_TEXT_MAX) };
  if (!email) return { field: 'email', message: MSG.applyEmailRequired };
  if (email.length > APPLY_TEXT_MAX || !isEmail(email)) return { field: 'email', message: MSG.emailInvalid };
  if (!mobile) return { field: 'mobile', message: MSG.applyMobileRequired };
  if (!normaliseMobile(mobile)) return { field: 'mobile', message: MSG.mobileInvalid };
  return null;
}

/** The fields of a job as HR writes them; roles one a line. */
export interface JobFields {
  position: string;
  location: string;
  status: string;
  description: string;
  experience: string;
  qualification: string;
  salary: string;
  roles: string;
}

export const JOB_STATUS_CHOICES = ['Open', 'Closed'] as const;
export const JOB_ROLES_MAX = 20;
export const JOB_ROLE_MAX = 300;
const JOB_LIMITS: [keyof JobFields, string, number, boolean][] = [
  ['position', 'Position', 120, true],
  ['location', 'Location', 160, true],
  ['description', 'Description', 4000, true],
  ['experience', 'Experience', 200, true],
  ['qualification', 'Qualification', 200, true],
  ['salary', 'Salary', 120, true],
];

/** A job's roles: one a line, blank lines dropped. */
export const jobRoles = (text: string) =>
  text
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter(Boolean);

/** Every problem of a job's fields, each on its field. */
export function checkJob(f: JobFields): FieldError[] | null {
  const problems: FieldError[] = [];
  for (const [field, label, max, required] of JOB_LIMITS) {
    const v = f[field].trim();
    if (required && !v) problems.push({ field, message: MSG.jobFieldRequired(label) });
    else if (v.length > max) problems.push({ field, message: MSG.jobFieldTooLong(label, max) });
  }
  if (!(JOB_STATUS_CHOICES as readonly string[]).includes(f.status)) problems.push({ field: 'status', message: MSG.jobStatusInvalid });
  const roles = jobRoles(f.roles);
  if (roles.length > JOB_ROLES_MAX || roles.some((r) => r.length > JOB_ROLE_MAX)) {
    problems.push({ field: 'roles', message: MSG.jobRolesInvalid(JOB_ROLES_MAX, JOB_ROLE_MAX) });
  }
  return problems.length ? problems : null;
}
