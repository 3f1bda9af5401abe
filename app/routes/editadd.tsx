import { definePage, redirect } from '../framework/page';

// SPEC.md §2: /editadd was a static address mock-up; it now leads to the real list.
export default definePage({
  path: '/editadd',
  async load() {
    return redirect('/manage_add');
  },
  head: () => ({ title: 'Manage Addresses | Mitti Biotech', description: 'Your saved delivery addresses.', noindex: true }),
  Component: () => null,
});
