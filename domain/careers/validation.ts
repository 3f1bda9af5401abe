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
