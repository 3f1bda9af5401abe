import { MSG } from '../../domain/messages';
import { definePage, redirect } from '../framework/page';

export default definePage({
  path: '/admin/logout',
  access: 'staff:dashboard',
  load: async () => redirect('/admin'),
  head: () => ({ title: 'Sign out', description: 'Sign out of the back office.', noindex: true }),
  async action(ctx) {
    await ctx.staffSession.end();
    return redirect('/admin/login', { type: 'info', text: MSG.loggedOut });
  },
  Component: () => null,
});
