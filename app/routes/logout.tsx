import { translatorFor } from '../../domain/i18n/dictionaries';
import { MSG } from '../../domain/messages';
import { definePage, redirect } from '../framework/page';

/** POST /logout ends the session and asks the browser to forget what it stored. */
export default definePage({
  path: '/logout',
  load: async () => redirect('/'),
  head: (_data, ctx) => {
    const t = translatorFor(ctx.lang);
    return { title: t('Logout'), description: t('Logout'), noindex: true };
  },
  async action(ctx) {
    await ctx.session.end();
    ctx.reply.header('clear-site-data', '"storage"');
    return redirect('/', { type: 'info', text: translatorFor(ctx.lang)(MSG.loggedOut) });
  },
  Component: () => null,
});
