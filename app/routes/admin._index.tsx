import { EXPIRING_SOON_DAYS, loadDashboard, type Dashboard } from '../../domain/backoffice/dashboard';
import { formatInr } from '../../domain/money';
import { RevenueChart } from '../components/admin/bar-chart';
import { LowStockList } from '../components/admin/low-stock-list';
import { AdminShell } from '../components/admin/shell';
import { orderTime } from '../components/order-parts';
import { definePage } from '../framework/page';
import { returnsWaiting } from '../../domain/returns/staff-list';
import { canUse } from '../../domain/staff/roles';
import { LANG_NAME } from '../../domain/translations/checks';
import { OTHER_LANGS } from '../../domain/translations/store';

function SalesPart({ sales, returns }: { sales: NonNullable<Dashboard['sales']>; returns: number | null }) {
  return (
    <>
      <ul className="admin-tiles">
        <li className="card admin-tile">
          <span className="admin-tile-value">{sales.today.orders}</span> paid or delivered orders today
        </li>
        <li className="card admin-tile">
          <span className="admin-tile-value">{formatInr(sales.today.revenuePaise)}</span> revenue today
        </li>
        <li className="card admin-tile">
          <span className="admin-tile-value">{sales.waitingToShip}</span> <a href="/admin/orders?status=Confirmed">waiting to ship</a>
        </li>
        <li className="card admin-tile">
          <span className="admin-tile-value">{sales.newLeads}</span> <a href="/admin/enquiries">new leads</a>
        </li>
        {returns !== null && (
          <li className="card admin-tile">
            <span className="admin-tile-value">{returns}</span> <a href="/admin/returns">returns waiting (to decide or to settle)</a>
          </li>
        )}
      </ul>
      <section className="card admin-card" aria-labelledby="chart-heading">
        <h2 id="chart-heading" className="section-title">
          Last 30 days
        </h2>
        <p className="admin-note">
          Revenue counts paid orders and delivered Cash on Delivery orders; unpaid and cancelled orders do not count.
        </p>
        <RevenueChart days={sales.days} />
      </section>
    </>
  );
}

function StockPart({ stock }: { stock: NonNullable<Dashboard['stock']> }) {
  return (
    <>
      <section className="card admin-card" aria-labelledby="low-heading">
        <h2 id="low-heading" className="section-title">
          Low stock, per pack
        </h2>
        <LowStockList packs={stock.lowPacks} />
      </section>
      <section className="card admin-card" aria-labelledby="lots-heading">
        <h2 id="lots-heading" className="section-title">
          Lots expiring within {EXPIRING_SOON_DAYS} days
        </h2>
        {stock.expiringLots.length ? (
          <ul className="admin-list">
            {stock.expiringLots.map((l) => (
              <li key={`${l.productId} ${l.pack} ${l.batch}`}>
                <a href={`/admin/products/${l.productId}#stock`}>{l.title}</a>, {l.pack}, batch {l.batch}: {l.quantity}{' '}
                {l.expired ? <strong>expired on {l.expiresOn}</strong> : <>expire on {l.expiresOn}</>}
              </li>
            ))}
          </ul>
        ) : (
          <p>No lot in stock expires within {EXPIRING_SOON_DAYS} days.</p>
        )}
      </section>
    </>
  );
}

function ContentPart({ content }: { content: NonNullable<Dashboard['content']> }) {
  return (
    <section className="card admin-card" aria-labelledby="content-heading">
      <h2 id="content-heading" className="section-title">
        Company pages changed from their original text
      </h2>
      {content.editedPages.length ? (
        <ul className="admin-list">
          {content.editedPages.map((p) => (
            <li key={p.slug}>
              <a href={`/admin/content/pages/${p.slug}`}>{p.title}</a>: saved {orderTime(p.updatedAt)} by {p.updatedBy}
            </li>
          ))}
        </ul>
      ) : (
        <p>
          Every company page shows its original text. <a href="/admin/content">Edit the content</a>
        </p>
      )}
    </section>
  );
}

function TranslationsPart({ counts }: { counts: NonNullable<Dashboard['translations']> }) {
  return (
    <section className="card admin-card" aria-labelledby="translations-heading">
      <h2 id="translations-heading" className="section-title">
        Hindi and Marathi
      </h2>
      <ul className="admin-tiles">
        {OTHER_LANGS.flatMap((lang) => [
          <li key={`${lang}-missing`} className="card admin-tile">
            <span className="admin-tile-value">{counts[lang].missing}</span>{' '}
            <a href={`/admin/translations?lang=${lang}&state=missing`}>texts missing in {LANG_NAME[lang]}</a>
          </li>,
          <li key={`${lang}-stale`} className="card admin-tile">
            <span className="admin-tile-value">{counts[lang].stale}</span>{' '}
            <a href={`/admin/translations?lang=${lang}&state=stale`}>{LANG_NAME[lang]} texts to check (English changed)</a>
          </li>,
        ])}
      </ul>
    </section>
  );
}

function CareersPart({ careers }: { careers: NonNullable<Dashboard['careers']> }) {
  return (
    <>
      <ul className="admin-tiles">
        <li className="card admin-tile">
          <span className="admin-tile-value">{careers.newApplications}</span> <a href="/admin/jobs">new applications</a>
        </li>
      </ul>
      {careers.latest.length > 0 && (
        <section className="card admin-card" aria-labelledby="applications-heading">
          <h2 id="applications-heading" className="section-title">
            New applications
          </h2>
          <ul className="admin-list">
            {careers.latest.map((a) => (
              <li key={a.id}>
                {a.name}, {a.jobId ? <a href={`/admin/jobs/${a.jobId}`}>{a.position ?? 'a job'}</a> : 'no job named'} (
                {orderTime(a.createdAt)})
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}

export default definePage({
  path: '/admin',
  access: 'staff:dashboard',
  bare: true,
  async load(ctx) {
    const returns = canUse(ctx.staff!.role, 'orders') ? await returnsWaiting(ctx.services.db) : null;
    return { staff: ctx.staff!, path: ctx.path, board: await loadDashboard(ctx.services.db, ctx.staff!.role), returns };
  },
  head: () => ({ title: 'Dashboard | Back office', description: 'What needs doing today.', noindex: true }),
  Component: ({ data: { staff, path, board, returns } }) => (
    <AdminShell staff={staff} path={path} title="Dashboard">
      {board.sales && <SalesPart sales={board.sales} returns={returns} />}
      {board.stock && <StockPart stock={board.stock} />}
      {board.content && <ContentPart content={board.content} />}
      {board.careers && <CareersPart careers={board.careers} />}
      {board.translations && <TranslationsPart counts={board.translations} />}
    </AdminShell>
  ),
});
