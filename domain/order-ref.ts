/** A short reference a customer can read out on the phone: the id's last eight hex digits, in capitals. */
export const orderRef = (id: string) => id.slice(-8).toUpperCase();

/** Whether a word is such a reference (it may read like a word: FFEEACAD). */
export const isOrderRef = (word: string) => /^[0-9A-F]{8}$/.test(word);
