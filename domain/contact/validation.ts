import { CONTACT_MESSAGE_MAX, CONTACT_TEXT_MAX, ENQUIRE_MOBILE_MIN, ENQUIRE_NAME_MIN } from '../constants';
import { checkEnquiry, type EnquiryInput } from '../enquiries/validation';
import { MSG } from '../messages';
import { isEmail, type FieldError } from '../validation';

// Plain functions with no server imports, so the contact and enquire-now
// islands run the very same checks in the browser before any request.

/** The contact form of SPEC.md §3 (keys as the API receives them, in lower case). */
export interface ContactInput {
  name: string;
  email: string;
  phone: string;
  company: string;
  occupation: string;
  message: string;
}

export const CONTACT_LABELS: Record<keyof ContactInput, string> = {
  name: 'Name',
  email: 'Email',
  phone: 'Phone',
  company: 'Company',
  occupation: 'Occupation',
  message: 'Message',
};

function tooLong(i: Record<string, string>, labels: Record<string, string>): FieldError | null {
  for (const [field, value] of Object.entries(i)) {
    const max = field === 'message' ? CONTACT_MESSAGE_MAX : CONTACT_TEXT_MAX;
    if (value.length > max) return { field, message: MSG.contactTooLong(labels[field] ?? field, max) };
  }
  return null;
}

/** A phone number as Indians write one: 10 digits, or 11 to 13 with 0, 91 or +91 before them. */
const isPhone = (s: string) => /^(?:\+?91|0)?[1-9]\d{9}$/.test(s.replace(/[\s()-]/g, ''));

/** The first problem of a contact message, or null: name and email are required (SPEC.md §5); a phone, when given, must be one. */
export function checkContact(i: ContactInput): FieldError | null {
  if (!i.name.trim()) return { field: 'name', message: MSG.contactNameRequired };
  if (!i.email.trim()) return { field: 'email', message: MSG.contactEmailRequired };
  if (!isEmail(i.email)) return { field: 'email', message: MSG.emailInvalid };
  if (i.phone.trim() && !isPhone(i.phone)) return { field: 'phone', message: MSG.contactPhoneInvalid };
  return tooLong({ ...i }, CONTACT_LABELS);
}

/** The enquire-now form: an enquiry (SPEC.md §3 Product enquiry) sent from /enquirenow. */
export type EnquireNowInput = EnquiryInput;

export const ENQUIRE_LABELS: Record<keyof EnquireNowInput, string> = {
  fullName: 'Name',
  phone: 'Mobile number',
  email: 'Email',
  companyName: 'Company (optional)',
  productName: 'Product or category (optional)',
  message: 'What do you need?',
};

/**
 * The first problem of an enquire-now form, or null: SPEC.md §5's three checks
 * of this page in its order and words, then the rules of every enquiry.
 */
export function checkEnquireNow(i: EnquireNowInput): FieldError | null {
  if (i.fullName.trim().length < ENQUIRE_NAME_MIN) return { field: 'fullName', message: MSG.enquireNameShort };
  if (i.phone.replace(/\D/g, '').length < ENQUIRE_MOBILE_MIN) return { field: 'phone', message: MSG.enquireMobileShort };
  if (!i.email.trim()) return { field: 'email', message: MSG.enquireEmailRequired };
  return checkEnquiry(i)[0] ?? null;
}
