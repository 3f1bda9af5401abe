import { translatorFor } from '../../domain/i18n/dictionaries';
import { definePage, redirect } from '../framework/page';

// SPEC.md §2: /editadd was a static address mock-up; it now leads to the real list.
export default definePage({
  path: '/editadd',
  async load() {
    return redirect('/manage_add');
  },
  head: (_data, ctx) => {
    const t = translatorFor(ctx.lang);
    return { title: `${t('Manage Addresses')} | Mitti Biotech`, description: t('Your saved delivery addresses.'), noindex: true };
  },
  Component: () => null,
});
