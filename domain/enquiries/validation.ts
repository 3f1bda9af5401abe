import { isEmail } from '../validation';
import { ENQUIRY_FIELD_MAX, ENQUIRY_MESSAGE_MAX, ENQUIRE_MOBILE_MIN } from '../constants';
import { MSG } from '../messages';

// The product enquiry modal's rules (SPEC.md §5): fullName, phone, email
// (a valid address) and message are required; companyName and productName are
// optional. Plain functions so the browser can run the same checks.

export interface EnquiryInput {
  fullName: string;
  phone: string;
  email: string;
  companyName: string;
  message: string;
  productName: string;
}

export interface EnquiryProblem {
  field: keyof EnquiryInput;
  message: string;
}

/** Every failing field of an enquiry, in form order (empty when it can be sent). */
export function checkEnquiry(i: EnquiryInput): EnquiryProblem[] {
  const problems: EnquiryProblem[] = [];
  const fullName = i.fullName.trim();
  if (!fullName) problems.push({ field: 'fullName', message: MSG.enquiryNameRequired });
  else if (fullName.length > ENQUIRY_FIELD_MAX) problems.push({ field: 'fullName', message: MSG.enquiryFieldTooLong });
  const digits = i.phone.replace(/\D/g, '');
  if (!i.phone.trim()) problems.push({ field: 'phone', message: MSG.enquiryPhoneRequired });
  else if (digits.length < ENQUIRE_MOBILE_MIN || digits.length > 15 || /[^\d\s+()-]/.test(i.phone))
    problems.push({ field: 'phone', message: MSG.enquireMobileShort });
  if (!i.email.trim()) problems.push({ field: 'email', message: MSG.enquireEmailRequired });
  else if (!isEmail(i.email) || i.email.trim().length > ENQUIRY_FIELD_MAX) problems.push({ field: 'email', message: MSG.emailInvalid });
  if (i.companyName.trim().length > ENQUIRY_FIELD_MAX) problems.push({ field: 'companyName', message: MSG.enquiryFieldTooLong });
  if (!i.message.trim()) problems.push({ field: 'message', message: MSG.enquiryMessageRequired });
  else if (i.message.trim().length > ENQUIRY_MESSAGE_MAX) problems.push({ field: 'message', message: MSG.enquiryMessageTooLong });
  if (i.productName.trim().length > ENQUIRY_FIELD_MAX) problems.push({ field: 'productName', message: MSG.enquiryFieldTooLong });
  return problems;
}
