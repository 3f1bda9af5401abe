// The e-mails staff receive (ours: SPEC.md has none of them): a new lead, a
// contact message, a job application, a locked staff sign-in. Each is written
// in the language of the staff account the mailbox belongs to (English when no
// account has it): Hindi and Marathi in locales/*/staff-mail.json.

export const STAFF_MAIL = {
  leadSubject: 'New lead: {name} about {product}',
  leadAboutNothing: 'a general enquiry',
  leadFromProduct: 'A new product enquiry arrived on the website.',
  leadFromForm: 'A new enquiry arrived on the website.',
  leadAnswer: 'Answer it in the back office: {link}',
  contactSubject: 'Website enquiry from {name}',
  contactSubjectCompany: 'Website enquiry from {name}, {company}',
  contactIntro: 'A message was sent through the contact page.',
  applicationSubject: 'Job application: {position} – {name}',
  applicationSubjectGeneral: 'Job application: general – {name}',
  applicationGeneral: 'General application',
  applicationIntro: 'A resume was sent through the careers page.',
  applicationAttached: 'The resume is attached. Reply to this mail to write to the applicant.',
  lockoutSubject: 'Repeated failed sign-ins to the back office',
  lockoutBody:
    'Sign-in to the staff account {email} was locked after repeated failures (last from address {ip}). Someone may be guessing its password. The staff member can still sign in with their password and authenticator code; see the sessions on /admin/staff.',
  /** A field's name, as in "Position: QC Microbiologist" (the others are the forms' own labels). */
  position: 'Position',
} as const;

/** The line saying which language a visitor wrote from, so the answer can be in it (none for English). */
export const VISITOR_WROTE_IN = {
  hi: 'Language: Hindi (the visitor wrote from the Hindi pages; reply in it if you can)',
  mr: 'Language: Marathi (the visitor wrote from the Marathi pages; reply in it if you can)',
} as const;
