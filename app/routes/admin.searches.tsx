import { listSearchMisses } from '../../domain/catalog/search-misses';
import { LANGUAGE_NAMES, type Lang } from '../../domain/i18n/languages';
import { DataTable } from '../components/admin/data-table';
import { AdminShell } from '../components/admin/shell';
import { orderTime } from '../components/order-parts';
import { definePage } from '../framework/page';

const languageName = (lang: string) => (lang in LANGUAGE_NAMES ? `${LANGUAGE_NAMES[lang as Lang]} (${lang})` : lang);

/** Searches that found nothing: what customers look for that the catalogue does not answer (owner, sales, catalogue). */
export default definePage({
  path: '/admin/searches',
  access: 'staff:searches',
  bare: true,
  async load(ctx) {
    return { staff: ctx.staff!, path: ctx.path, misses: await listSearchMisses(ctx.services.db) };
  },
  head: () => ({ title: 'Searches not found | Back office', description: 'Searches that found no product.', noindex: true }),
  Component: ({ data: { staff, path, misses } }) => (
    <AdminShell staff={staff} path={path} title="Searches that found nothing">
      <p>
        What customers searched for on the search page and found no product for, most searched first. Add the word to a product’s text (or
        its Hindi or Marathi translation) so the next search finds it.
      </p>
      <DataTable count={misses.length} noun="search" columns={['Searched for', 'Language', 'Times', 'Last searched']}>
        {misses.map((m) => (
          <tr key={`${m.lang} ${m.term}`}>
            <td lang={m.lang}>{m.term}</td>
            <td>{languageName(m.lang)}</td>
            <td>{m.count}</td>
            <td>{orderTime(m.lastSeen)}</td>
          </tr>
        ))}
      </DataTable>
      {!misses.length && <p>Every search so far found something.</p>}
    </AdminShell>
  ),
});
