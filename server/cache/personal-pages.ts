import { SharedPages } from './shared-pages';

// A logged-in customer's cart and orders (page and API) are kept like the
// shared pages, per customer: a customer going back to their cart, or
// refreshing My Orders while waiting for dispatch, is answered from memory.
// What is kept of a customer is forgotten at once after anything that could
// change it (decision 028): their own writes and any staff write (forget
// sessions, server/plugins/auth.ts), and everything the shared pages are
// emptied for (a purchase anywhere changes stock, a payment or a background
// job changes orders). Entries also lapse with the shared pages' TTL.

/** About 30 KB each with their compressed copies: at most some 60 MB a worker. */
const MAX_PERSONAL_ENTRIES = 2_000;

export class PersonalPages extends SharedPages {
  constructor() {
    super(MAX_PERSONAL_ENTRIES);
  }

  /** The key of one of this customer's answers (forget() finds them by its start). */
  static keyOf(userId: string, rest: string) {
    return `${userId} ${rest}`;
  }

  /** Forgets one customer's answers, or everyone's (null). */
  forget(userId: string | null) {
    if (userId === null) this.invalidate(true);
    else this.forgetPrefix(PersonalPages.keyOf(userId, ''));
  }
}
