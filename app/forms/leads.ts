import { checkContact, checkEnquireNow } from '../../domain/contact/validation';
import { checkEnquiry } from '../../domain/enquiries/validation';
import { formSchema } from '../framework/form';

// The three ways a visitor reaches sales: the contact page, /enquirenow and a product's enquiry dialog.

export const contactForm = formSchema(['name', 'email', 'phone', 'company', 'occupation', 'message'], checkContact);

const ENQUIRY_FIELDS = ['fullName', 'phone', 'email', 'companyName', 'productName', 'message'] as const;

export const enquireNowForm = formSchema(ENQUIRY_FIELDS, checkEnquireNow);

/** Every failing field at once, as the dialog shows them. */
export const productEnquiryForm = formSchema(ENQUIRY_FIELDS, checkEnquiry);
