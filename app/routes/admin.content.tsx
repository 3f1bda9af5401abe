import { CONTENT_KINDS, listContent, type ContentKind } from '../../domain/content/editing';
import { AdminShell } from '../components/admin/shell';
import { definePage } from '../framework/page';

/** Everything the content team edits: news, blog posts, the team and client companies. */
export default definePage({
  path: '/admin/content',
  access: 'staff:content',
  bare: true,
  async load(ctx) {
    const kinds = Object.keys(CONTENT_KINDS) as ContentKind[];
    const lists = await Promise.all(
      kinds.map(async (kind) => ({ kind, label: CONTENT_KINDS[kind].label, entries: await listContent(ctx.services.db, kind) })),
    );
    return { staff: ctx.staff!, path: ctx.path, lists };
  },
  head: () => ({ title: 'Content | Back office', description: 'News, blog, team and clients.', noindex: true }),
  Component: ({ data: { staff, path, lists } }) => (
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
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </AdminShell>
  ),
});
