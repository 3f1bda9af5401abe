import { CONTENT_KINDS, listContent, TRANSLATED_AS, type ContentKind } from '../../domain/content/editing';
import { companyPages } from '../../domain/content/page-editing';
import { AdminShell } from '../components/admin/shell';
import { definePage } from '../framework/page';
import { TranslationMark } from '../components/admin/translation-marks';
import { translationMarks } from '../../domain/translations/work';

/** Everything the content team edits: news, blog posts, the team, client companies and the company pages. */
export default definePage({
  path: '/admin/content',
  access: 'staff:content',
  bare: true,
  async load(ctx) {
    const kinds = Object.keys(CONTENT_KINDS) as ContentKind[];
    const lists = await Promise.all(
      kinds.map(async (kind) => {
        const entries = await listContent(ctx.services.db, kind);
        const entity = TRANSLATED_AS[kind];
        const marks = await translationMarks(
          ctx.services.db,
          entity,
          entries.map((e) => e.id),
        );
        return { kind, entity, label: CONTENT_KINDS[kind].label, entries, marks };
      }),
    );
    const pages = await companyPages(ctx.services.db);
    const pageMarks = await translationMarks(
      ctx.services.db,
      'page',
      pages.map((p) => p.slug),
    );
    return { staff: ctx.staff!, path: ctx.path, lists, pages, pageMarks };
  },
  head: () => ({ title: 'Content | Back office', description: 'News, blog, team, clients and company pages.', noindex: true }),
  Component: ({ data: { staff, path, lists, pages, pageMarks } }) => (
    <AdminShell staff={staff} path={path} title="Content">
      <div className="admin-columns">
        {lists.map((l) => (
          <section key={l.kind} className="card admin-card stack" aria-labelledby={`c-${l.kind}`}>
            <h2 id={`c-${l.kind}`} className="section-title">
              {l.label}
            </h2>
            <p>
              <a className="btn btn-primary btn-sm" href={`/admin/content/${l.kind}/new`}>
                Add
              </a>
            </p>
            <ul className="admin-list">
              {l.entries.map((e) => (
                <li key={e.id}>
                  <a href={`/admin/content/${l.kind}/${e.id}`}>{e.title}</a>
                  <TranslationMark entity={l.entity} id={e.id} mark={l.marks[e.id]} />
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
      <section className="card admin-card stack" aria-labelledby="c-pages">
        <h2 id="c-pages" className="section-title">
          Company pages
        </h2>
        <ul className="admin-list admin-list-columns">
          {pages.map((p) => (
            <li key={p.slug}>
              <a href={`/admin/content/pages/${encodeURIComponent(p.slug)}`}>{p.title}</a> <span className="admin-note">/{p.slug}</span>
              {p.edited && <em> · changed</em>}
              <TranslationMark entity="page" id={p.slug} mark={pageMarks[p.slug]} />
            </li>
          ))}
        </ul>
      </section>
    </AdminShell>
  ),
});
