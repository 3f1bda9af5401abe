import { translatorFor } from '../../domain/i18n/dictionaries';
import { setCartConsent } from '../../domain/reminders/recipients';
import { REMINDER_TEXT } from '../../domain/reminders/texts';
import { reminderConsentForm } from '../forms/reminders';
import { definePage, redirect } from '../framework/page';

// The cart-reminder consent of My account (app/components/reminder-consent.tsx) posts here.

export default definePage({
  path: '/reminders/consent',
  access: 'customer',
  load: async () => redirect('/account'),
  head: (_data, ctx) => {
    const t = translatorFor(ctx.lang);
    return { title: `${t(REMINDER_TEXT.consentTitle)} | Mitti Biotech`, description: t(REMINDER_TEXT.consentLabel), noindex: true };
  },
  form: reminderConsentForm,
  async action(ctx, form) {
    const on = await setCartConsent(ctx.services.db, ctx.user!.id, form.cart === 'on');
    const t = translatorFor(ctx.lang);
    return redirect('/account#reminders', { type: 'success', text: t(on ? REMINDER_TEXT.consentOn : REMINDER_TEXT.consentOff) });
  },
  Component: () => null,
});
