import { fmt, tk } from '../i18n/translate';

// What a customer reads about coupons and offers (translated in
// locales/<lang>/promotions.json). Each refusal says why, in the customer's
// terms, and what to do where there is something to do.

export const PROMO_MSG = {
  codeEmpty: tk('Please type a coupon code.'),
  unknown: (code: string) => fmt(tk('There is no coupon code {code}. Please check it and try again.'), { code }),
  paused: (code: string) => fmt(tk('The code {code} cannot be used at the moment.'), { code }),
  notStarted: (code: string, date: string) => fmt(tk('The code {code} can be used from {date}.'), { code, date }),
  expired: (code: string, date: string) => fmt(tk('The code {code} expired on {date}.'), { code, date }),
  minimum: (code: string, more: string, min: string) =>
    fmt(tk('Add {more} more to use the code {code}: it is for orders of {min} or more.'), { code, more, min }),
  usedUp: (code: string) => fmt(tk('The code {code} has been used up.'), { code }),
  usedByYou: (code: string) => fmt(tk('You have already used the code {code}.'), { code }),
  firstOrder: (code: string) => fmt(tk('The code {code} is for a first order only.'), { code }),
  nothingApplies: (code: string) => fmt(tk('The code {code} does not apply to anything in your cart.'), { code }),
  notWithCode: (code: string, other: string) =>
    fmt(tk('The code {code} cannot be used together with the code {other}: remove one of them.'), { code, other }),
  notWithOffers: (code: string) => fmt(tk('The code {code} cannot be used on products already on offer.'), { code }),
  applied: (code: string, amount: string) => fmt(tk('The code {code} is applied: you save {amount}.'), { code, amount }),
  alreadyApplied: (code: string) => fmt(tk('The code {code} is already applied.'), { code }),
  removed: (code: string) => fmt(tk('The code {code} is removed.'), { code }),
  notApplied: (code: string) => fmt(tk('The code {code} is not applied to your cart.'), { code }),
} as const;
