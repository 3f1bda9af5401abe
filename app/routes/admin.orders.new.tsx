import { linesFromGrid } from '../../domain/cart/quick-order';
import { QUICK_ORDER_GRID_ROWS } from '../../domain/constants';
import { formatInr } from '../../domain/money';
import {
  createDraft,
  customerForDraft,
  DRAFT_STAFF_MSG,
  draftLinesOf,
  findCustomers,
  quoteDraft,
  recentDrafts,
} from '../../domain/orders/drafts';
import { DomainError } from '../../domain/errors';
import type { OrderQuote } from '../../domain/orders/quote';
import { orderRef } from '../../domain/order-ref';
import { AdminShell } from '../components/admin/shell';
import { DataTable } from '../components/admin/data-table';
import { QuoteLines } from '../components/admin/quote-lines';
import { listsSchema } from '../framework/form';
import { definePage, redirect, type PageContext } from '../framework/page';

// A draft order for a customer who phoned or wrote (decision 037): find the
// customer, choose their address, type the packs by SKU, see the quote with
// their prices ("Show the quote" is a GET of this page, so it works without
// JavaScript and can be reloaded), then save the draft.

type Customer = NonNullable<Awaited<ReturnType<typeof customerForDraft>>>;

interface NewDraftData {
  staff: NonNullable<PageContext['staff']>;
  path: string;
  q: string;
  hits: Awaited<ReturnType<typeof findCustomers>>;
  customer: Customer | null;
  addressId: string;
  rows: { sku: string; quantity: string }[];
  quote: OrderQuote | null;
  problem: string | null;
  drafts: Awaited<ReturnType<typeof recentDrafts>>;
}

const ROWS_MAX = 50;

export default definePage<NewDraftData>({
  path: '/admin/orders/new',
  access: 'staff:orders',
  bare: true,
  lists: listsSchema(['sku', 'quantity']),
  async load(ctx) {
    const { db } = ctx.services;
    const q = ctx.query.get('q')?.trim() ?? '';
    const customer = ctx.query.get('customer') ? await customerForDraft(db, ctx.query.get('customer')!) : null;
    const addressId = ctx.query.get('address') ?? customer?.addresses[0]?.id ?? '';
    const skus = ctx.query.getAll('sku').slice(0, ROWS_MAX);
    const quantities = ctx.query.getAll('quantity');
    const more = ctx.query.get('more') ? 5 : 0;
    const count = Math.min(ROWS_MAX, Math.max(QUICK_ORDER_GRID_ROWS, skus.length + more));
    const rows = Array.from({ length: count }, (_, i) => ({ sku: skus[i] ?? '', quantity: quantities[i] ?? '' }));
    let quote: OrderQuote | null = null;
    let problem: string | null = null;
    const typed = linesFromGrid(skus, quantities);
    const address = customer?.addresses.find((a) => a.id === addressId);
    if (customer && address && typed.length) {
      try {
        quote = await quoteDraft(db, customer.id, address.pincode, await draftLinesOf(db, typed));
        if (!quote.delivery?.serviceable) problem = DRAFT_STAFF_MSG.notServed;
      } catch (e) {
        if (!(e instanceof DomainError)) throw e;
        problem = e.message;
      }
    }
    return {
      staff: ctx.staff!,
      path: ctx.path,
      q,
      hits: customer ? [] : await findCustomers(db, q),
      customer,
      addressId,
      rows,
      quote,
      problem,
      drafts: await recentDrafts(db),
    };
  },
  head: () => ({
    title: 'New order for a customer | Back office',
    description: 'A draft order, paid by link, Cash on Delivery or on account.',
    noindex: true,
  }),
  async action(ctx, form) {
    const lines = linesFromGrid(ctx.lists.sku ?? [], ctx.lists.quantity ?? []);
    const id = await createDraft(ctx.services.db, ctx.staff!, { userId: form.customer ?? '', addressId: form.address ?? '', lines });
    return redirect(`/admin/orders/drafts/${id}`, { type: 'success', text: DRAFT_STAFF_MSG.saved });
  },
  Component: ({ data, action }) => (
    <AdminShell staff={data.staff} path={data.path} title="New order for a customer">
      {action?.toast && (
        <p className="form-error" role="alert">
          {action.toast.text}
        </p>
      )}
      {data.customer ? <DraftForm data={data} /> : <FindCustomer q={data.q} hits={data.hits} />}
      <h2>Recent drafts</h2>
      <DataTable count={data.drafts.length} noun="draft" columns={['Draft', 'Customer', 'Total', 'State', 'Order']}>
        {data.drafts.map((d) => (
          <tr key={d.id}>
            <td>
              <a href={`/admin/orders/drafts/${d.id}`}>{orderRef(d.id)}</a>
            </td>
            <td>
              {d.username} <span className="admin-note">{d.mobile_no}</span>
            </td>
            <td>{formatInr(Number(d.total_paise))}</td>
            <td>{d.status.replace('_', ' ')}</td>
            <td>{d.order_id ? <a href={`/admin/orders/${d.order_id}`}>{orderRef(d.order_id)}</a> : '—'}</td>
          </tr>
        ))}
      </DataTable>
    </AdminShell>
  ),
});

function FindCustomer({ q, hits }: Pick<NewDraftData, 'q' | 'hits'>) {
  return (
    <section className="card admin-card">
      <form method="get" className="admin-filters" aria-label="Find the customer">
        <div className="field">
          <label htmlFor="draft-q">Customer’s name, e-mail or mobile number</label>
          <input id="draft-q" name="q" type="search" defaultValue={q} minLength={2} required />
        </div>
        <button type="submit" className="btn btn-primary">
          Find
        </button>
      </form>
      {q && !hits.length && <p>No customer matches “{q}”. They can register at the shop, or sign in with their mobile number.</p>}
      {hits.length > 0 && (
        <ul className="admin-list" data-testid="customer-hits">
          {hits.map((h) => (
            <li key={h.id}>
              <a href={`/admin/orders/new?customer=${h.id}`}>{h.name}</a> · {h.email ?? 'no e-mail'} · {h.mobile} · reads {h.lang}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function DraftForm({ data }: { data: NewDraftData }) {
  const c = data.customer!;
  return (
    <section className="card admin-card">
      <p>
        For <strong>{c.name}</strong> · {c.email ?? 'no e-mail'} · {c.mobile} · <a href="/admin/orders/new">another customer</a>
      </p>
      {!c.addresses.length && <p className="form-error">{DRAFT_STAFF_MSG.noAddress}</p>}
      <form method="get" action="/admin/orders/new" id="draft-form">
        <input type="hidden" name="customer" value={c.id} />
        <fieldset className="field">
          <legend>Deliver to</legend>
          {c.addresses.map((a) => (
            <label key={a.id} className="flex items-center gap-2 font-normal">
              <input type="radio" name="address" value={a.id} defaultChecked={a.id === data.addressId} className="w-auto" />
              <span>
                {a.name}, {a.address}, {a.locality}, {a.city}, {a.state} {a.pincode}
              </span>
            </label>
          ))}
        </fieldset>
        <table className="admin-table">
          <thead>
            <tr>
              <th>#</th>
              <th>SKU</th>
              <th>Quantity</th>
            </tr>
          </thead>
          <tbody>
            {data.rows.map((r, i) => (
              <tr key={i}>
                <td>{i + 1}</td>
                <td>
                  <input className="input" name="sku" aria-label={`SKU of line ${i + 1}`} defaultValue={r.sku} maxLength={64} />
                </td>
                <td>
                  <input
                    className="input w-24"
                    name="quantity"
                    aria-label={`Quantity of line ${i + 1}`}
                    inputMode="numeric"
                    defaultValue={r.quantity}
                    maxLength={4}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        <p>
          <button type="submit" name="more" value="1" className="btn btn-outline">
            More rows
          </button>{' '}
          <button type="submit" className="btn btn-primary">
            Show the quote
          </button>
        </p>
      </form>
      {data.problem && (
        <p className="form-error" role="alert">
          {data.problem}
        </p>
      )}
      {data.quote && !data.problem && <QuoteBox quote={data.quote} data={data} />}
    </section>
  );
}

function QuoteBox({ quote, data }: { quote: OrderQuote; data: NewDraftData }) {
  return (
    <div data-testid="draft-quote">
      <h2>Quote</h2>
      <QuoteLines quote={quote} />
      <p>
        Products {formatInr(quote.itemsPaise)}
        {quote.discountPaise > 0 && <> · discount −{formatInr(quote.discountPaise)}</>} · delivery {formatInr(quote.shippingPaise ?? 0)} ·{' '}
        <strong data-testid="draft-total" data-paise={quote.totalPaise}>
          total {formatInr(quote.totalPaise)}
        </strong>{' '}
        · Cash on Delivery {quote.cod ? 'allowed' : `not allowed (${quote.codReason ?? ''})`}
      </p>
      <form method="post" action="/admin/orders/new">
        <input type="hidden" name="customer" value={data.customer!.id} />
        <input type="hidden" name="address" value={data.addressId} />
        {data.rows
          .filter((r) => r.sku.trim())
          .map((r, i) => (
            <span key={i}>
              <input type="hidden" name="sku" value={r.sku} />
              <input type="hidden" name="quantity" value={r.quantity} />
            </span>
          ))}
        <button type="submit" className="btn btn-primary">
          Save the draft
        </button>
      </form>
    </div>
  );
}
