import { MSG } from '../../domain/messages';
import { definePage, redirect } from '../framework/page';

/** POST /logout ends the session and asks the browser to forget what it stored. */
export default definePage({
  path: '/logout',
  load: async () => redirect('/'),
  head: () => ({ title: 'Logout', description: 'Logout', noindex: true }),
  async action(ctx) {
    await ctx.session.end();
    ctx.reply.header('clear-site-data', '"storage"');
    return redirect('/', { type: 'info', text: MSG.loggedOut });
  },
  Component: () => null,
});
