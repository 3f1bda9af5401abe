import { DomainError } from '../../domain/errors';
import { translatorFor } from '../../domain/i18n/dictionaries';
import { askToNotify, cancelAlert } from '../../domain/reminders/alerts';
import { REMINDER_TEXT } from '../../domain/reminders/texts';
import { notifyMeForm } from '../forms/reminders';
import { useT } from '../framework/i18n';
import { definePage, redirect } from '../framework/page';

// "Notify me when it is back": the product page's forms post here and go back
// to it. A visitor's alert comes here after (?t=…): the page to cancel it
// without logging in.

export default definePage({
  path: '/notify-me',
  async load(ctx) {
    const token = (ctx.query.get('t') ?? '').slice(0, 64);
    if (!token) return redirect('/');
    return { token };
  },
  head: (_data, ctx) => {
    const t = translatorFor(ctx.lang);
    return { title: `${t(REMINDER_TEXT.notifyCancel)} | Mitti Biotech`, description: t(REMINDER_TEXT.notifySaved), noindex: true };
  },
  form: notifyMeForm,
  async action(ctx, form) {
    const t = translatorFor(ctx.lang);
    const { db } = ctx.services;
    const back = /^[\w-]{1,64}$/.test(form.product) ? `/product_details/${form.product}` : '/';
    try {
      if (form.intent === 'cancel') {
        await cancelAlert(db, form.t ? { token: form.t } : ctx.user ? { userId: ctx.user.id, variantId: form.variant } : { token: '' });
        return redirect(form.t ? '/' : back, { type: 'success', text: t(REMINDER_TEXT.notifyCancelled) });
      }
      const token = await askToNotify(db, {
        productId: form.product,
        variantId: form.variant,
        userId: ctx.user?.id ?? null,
        email: form.email,
        lang: ctx.lang,
      });
      const done = { type: 'success' as const, text: t(REMINDER_TEXT.notifySaved) };
      return ctx.user ? redirect(back, done) : redirect(`/notify-me?t=${token}`, done);
    } catch (e) {
      if (!(e instanceof DomainError)) throw e;
      // From the product page: back to it, saying why; from the cancel page: shown again.
      if (!form.t) return redirect(back, { type: 'error', text: t(e.message) });
      return { kind: e.kind, errors: e.field ? { [e.field]: t(e.message) } : undefined, toast: { type: 'error', text: t(e.message) } };
    }
  },
  Component: ({ data, action }) => <CancelAlert token={data.token} failed={!!action} />,
});

function CancelAlert({ token, failed }: { token: string; failed: boolean }) {
  const t = useT();
  return (
    <div className="container-page narrow-page">
      <h1 className="page-title">{t(REMINDER_TEXT.notifyCancel)}</h1>
      {failed && <p className="form-error">{t(REMINDER_TEXT.notifyNotFound)}</p>}
      <p>{t(REMINDER_TEXT.notifySaved)}</p>
      <form method="post" action={`/notify-me?t=${token}`}>
        <input type="hidden" name="intent" value="cancel" />
        <input type="hidden" name="t" value={token} />
        <button type="submit" className="btn btn-outline">
          {t(REMINDER_TEXT.notifyCancel)}
        </button>
      </form>
    </div>
  );
}
