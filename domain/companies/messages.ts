import { tk } from '../i18n/translate';

// What a company's people read (translated in locales/{hi,mr}/companies.json)
// and what staff read (the back office is in English, so not in the catalogue).

export const COMPANY_MSG = {
  alreadyMember: tk('This person already belongs to a company; a person can belong to one company only.'),
  youAreMember: tk('You already belong to a company.'),
  noAccount: tk('No customer account has this e-mail address or mobile number; ask them to create one first.'),
  roleInvalid: tk('Choose buyer, approver or admin.'),
  onlyAdmin: tk('Only the company’s admin can do this.'),
  lastAdmin: tk('A company needs at least one admin: make someone else admin first.'),
  notMember: tk('This person is not in your company.'),
  legalNameNeeded: tk('Enter the business’s legal name.'),
  billingNeeded: tk('Enter the full billing address: name, address, city, state, a 6-digit PIN code and a 10-digit mobile number.'),
  shippingNeeded: tk('Enter the full shipping address: name, address, city, state, a 6-digit PIN code and a 10-digit mobile number.'),
  limitInvalid: tk('Enter an amount in rupees, or leave it empty for no limit.'),
  registered: tk('Thank you: we will check your business details and write to you within two working days.'),
  added: tk('{name} was added to your company.'),
  removed: tk('{name} was removed from your company.'),
  roleSet: tk('{name} is now {role}.'),
  limitSet: tk('The approval limit was saved.'),
  approvedSubject: tk('Your business account at Mitti Biotech is open'),
  approvedBody: tk(
    'Namaste {name},\n\n{company} now has a business account at Mitti Biotech. Sign in to see your prices and manage your people: {link}',
  ),
  refusedSubject: tk('Your business account at Mitti Biotech'),
  refusedBody: tk(
    'Namaste {name},\n\nWe could not open a business account for {company}: {reason}\n\nReply to this e-mail if you have questions.',
  ),
} as const;

/** A person's role in a company, as members read it. */
export const ROLE_LABEL = { buyer: tk('buyer'), approver: tk('approver'), admin: tk('admin') } as const;

export const COMPANY_STAFF_MSG = {
  created: 'The company was created.',
  saved: 'The company was saved.',
  approved: 'The company was approved; its admin has been told.',
  refused: 'The registration was refused; the customer has been told why.',
  reasonNeeded: 'Say why the registration is refused: the customer reads it.',
  notPending: 'This company is not waiting for approval.',
  statusInvalid: 'Choose active or on hold.',
  groupUnknown: 'No such customer group.',
  leadUnknown: 'No lead has this id.',
  termsInvalid: 'Payment terms are a number of days from 0 to 365.',
  groupNameNeeded: 'Enter the group’s name.',
  groupExists: 'A group with this name exists.',
  groupSaved: 'The group was saved.',
  listNameNeeded: 'Enter the price list’s name.',
  listForWhom: 'A price list is for one customer group or for one company: choose exactly one.',
  companyUnknown: 'No such company.',
  listUnknown: 'No such price list.',
  dateInvalid: 'Enter a date and time such as 2026-04-01 or 2026-04-01T09:00.',
  endBeforeStart: 'The end must come after the start.',
  listSaved: 'The price list was saved.',
  listPaused: 'The price list was paused: nobody gets its prices.',
  listResumed: 'The price list applies again.',
  itemSaved: 'The price was saved.',
  itemRemoved: 'The price was removed.',
  skuUnknown: 'No pack has this SKU.',
  priceInvalid: 'Enter a price in rupees, more than zero.',
  priceAboveList: 'A price list price cannot be above the pack’s list price.',
  csvRefused: 'Nothing was imported: correct these lines and import the file again.',
  csvImported: 'Imported {count} prices; the list now holds exactly the file’s prices.',
} as const;
