import { translatorFor } from '../../domain/i18n/dictionaries';
import { recipientOfStopToken, stopReminders } from '../../domain/reminders/recipients';
import { REMINDER_TEXT } from '../../domain/reminders/texts';
import { stopRemindersForm } from '../forms/reminders';
import { useT } from '../framework/i18n';
import { definePage, redirect } from '../framework/page';

// The stop link every reminder carries (?t=…, no login needed). Opening it
// shows one button: a link preview fetching the page must not stop anything.

export default definePage({
  path: '/reminders/stop',
  async load(ctx) {
    const token = (ctx.query.get('t') ?? '').slice(0, 64);
    const r = await recipientOfStopToken(ctx.services.db, token);
    return { token, valid: !!r, stopped: !!r?.stopped_at };
  },
  head: (_data, ctx) => {
    const t = translatorFor(ctx.lang);
    return { title: `${t(REMINDER_TEXT.stopTitle)} | Mitti Biotech`, description: t(REMINDER_TEXT.stopExplain), noindex: true };
  },
  status: (d) => (d.valid ? 200 : 404),
  form: stopRemindersForm,
  async action(ctx, form) {
    await stopReminders(ctx.services.db, form.t);
    return redirect(`/reminders/stop?t=${encodeURIComponent(form.t)}`, {
      type: 'success',
      text: translatorFor(ctx.lang)(REMINDER_TEXT.stopped),
    });
  },
  Component: ({ data }) => <Stop {...data} />,
});

function Stop({ token, valid, stopped }: { token: string; valid: boolean; stopped: boolean }) {
  const t = useT();
  return (
    <div className="container-page narrow-page stack">
      <h1 className="page-title">{t(REMINDER_TEXT.stopTitle)}</h1>
      {!valid ? (
        <p className="form-error">{t(REMINDER_TEXT.stopInvalid)}</p>
      ) : stopped ? (
        <p data-testid="reminders-stopped">{t(REMINDER_TEXT.stopped)}</p>
      ) : (
        <form method="post" action={`/reminders/stop?t=${encodeURIComponent(token)}`} className="stack">
          <p>{t(REMINDER_TEXT.stopExplain)}</p>
          <input type="hidden" name="t" value={token} />
          <button type="submit" className="btn btn-primary">
            {t(REMINDER_TEXT.stopButton)}
          </button>
        </form>
      )}
    </div>
  );
}
