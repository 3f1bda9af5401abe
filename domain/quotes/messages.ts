import { tk } from '../i18n/translate';

// What a buyer reads of quotes, and the answers to what they ask (Hindi and
// Marathi in locales/<lang>/quotes.json). The back office's own words stay
// English, as its other pages, so they are plain strings here.

export const QUOTE_STATES = ['requested', 'answered', 'revision', 'accepted', 'withdrawn'] as const;
export type QuoteState = (typeof QUOTE_STATES)[number];

export const QUOTE_STATE_LABEL: Record<QuoteState, string> = {
  requested: tk('Waiting for our prices'),
  answered: tk('Prices sent: yours to accept'),
  revision: tk('Being revised'),
  accepted: tk('Accepted: an order'),
  withdrawn: tk('Withdrawn'),
};

export const QUOTE_MSG = {
  noLines: tk('Please add at least one product and quantity, or describe what you need.'),
  tooManyLines: tk('Please ask for at most 20 lines in one quote.'),
  quantity: tk('Quantity must be a whole number from 1 to 100000.'),
  productGone: tk('One of the products is no longer on sale. Please choose another.'),
  noteTooLong: tk('Please keep the note under 2000 characters.'),
  tooManyFiles: tk('Please attach at most 3 files.'),
  fileType: tk('Please attach PDF, JPEG or PNG files only.'),
  fileTooLarge: tk('Each file must be at most 5 MB.'),
  requested: tk('Thank you. We have your request and will send our prices soon.'),
  notFound: tk('There is no such quote.'),
  commentNeeded: tk('Please say what should change.'),
  commentTooLong: tk('Please keep the comment under 2000 characters.'),
  revisionAsked: tk('We will send you a revised quote.'),
  notAnswered: tk('This quote has no prices to accept or revise right now.'),
  notCurrent: tk('A newer version of this quote was sent. Please look at it first.'),
  expired: tk('This quote expired on {date}. Please ask us for a revised quote.'),
  alreadyAccepted: tk('This quote was accepted already: it is order {ref}.'),
  accepted: tk('Thank you. Your order {ref} is placed at the quoted prices.'),
  versionMissing: tk('This quote has no such version.'),
} as const;

/** What the buyer is told, by e-mail and WhatsApp, in their language. */
export const QUOTE_MAIL = {
  sentSubject: tk('Your quote {number} from Mitti Biotech'),
  sent: tk('Namaste {name}, our prices for your quote {number} are ready: {total}, valid until {date}. See it and accept it at {link}'),
  revisedSubject: tk('Your quote {number}: revised prices (version {version})'),
  revised: tk(
    'Namaste {name}, we revised your quote {number} (version {version}): {total}, valid until {date}. See it and accept it at {link}',
  ),
} as const;

/** The back office's words (English). */
export const QUOTE_STAFF_MSG = {
  noLines: 'Give at least one line a catalogue SKU, a quantity and a price.',
  unknownSku: (sku: string) => `No pack on sale has the SKU ${sku}.`,
  price: (sku: string) => `Give ${sku} a price in rupees (more than zero).`,
  quantity: (sku: string) => `Give ${sku} a whole quantity from 1 to 100000.`,
  validity: 'Choose the last day the quote may be accepted (today or later).',
  delivery: 'The delivery charge must be an amount in rupees (0 for free delivery).',
  termsTooLong: 'Keep the delivery terms and the comment under 2000 characters each.',
  notOpen: 'This quote is accepted or withdrawn: it takes no new version.',
  sent: (n: number) => `Version ${n} sent to the buyer.`,
  commented: 'Comment added.',
  leadNoAccount: (email: string) => `Nobody has an account with ${email || 'this lead’s e-mail'}: ask them to register, then try again.`,
  fromLead: 'Quote request made from the lead: answer it with a version.',
  withdrawn: 'Quote withdrawn.',
} as const;
