import { revokeSession } from '../../domain/accounts/sessions';
import { MSG } from '../../domain/messages';
import { clearSessionCookie } from '../../server/plugins/auth';
import { definePage, redirect } from '../framework/page';

/** POST /logout ends the session and asks the browser to forget what it stored. */
export default definePage({
  path: '/logout',
  load: async () => redirect('/'),
  head: () => ({ title: 'Logout', description: 'Logout', noindex: true }),
  async action(ctx) {
    if (ctx.request.sessionToken) await revokeSession(ctx.services.db, ctx.request.sessionToken);
    clearSessionCookie(ctx.reply);
    ctx.reply.header('clear-site-data', '"storage"');
    return redirect('/', { type: 'info', text: MSG.loggedOut });
  },
  Component: () => null,
});
