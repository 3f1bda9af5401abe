import { formSchema } from '../framework/form';

// Reminders' forms: "notify me" on a pack out of stock (and cancelling it),
// the one-tap stop link's button, and the cart-reminder consent.

/** intent 'ask' or 'cancel'; email only for a visitor; t: a cancel link's token. */
export const notifyMeForm = formSchema(['intent', 'product', 'variant', 'email', 't']);

export const stopRemindersForm = formSchema(['t']);

/** cart: 'on' when ticked (an unticked box is not sent). */
export const reminderConsentForm = formSchema(['cart']);
