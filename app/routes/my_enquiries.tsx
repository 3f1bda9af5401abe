import { listEnquiries, type EnquirySummary } from '../../domain/enquiries/enquiries';
import { LABEL, MSG } from '../../domain/messages';
import { definePage } from '../framework/page';

const dateFormat = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Asia/Kolkata' });

/** My Enquiries: the customer's product enquiries, newest first. */
export default definePage<{ enquiries: EnquirySummary[] }>({
  path: '/my_enquiries',
  access: 'customer',
  async load(ctx) {
    return { enquiries: await listEnquiries(ctx.services.db, ctx.user!.id) };
  },
  head: () => ({ title: `${LABEL.myEnquiries} | Mitti Biotech`, description: 'Your product enquiries to Mitti Biotech.', noindex: true }),
  Component: ({ data }) => (
    <div className="container-page narrow-page">
      <h1 className="page-title">{LABEL.myEnquiries}</h1>
      {data.enquiries.length === 0 ? (
        <div className="empty-state">
          <p>{MSG.noEnquiries}</p>
          <a href="/b2b" className="btn btn-primary">
            Browse products
          </a>
        </div>
      ) : (
        <ul className="enquiry-list">
          {data.enquiries.map((e) => (
            <li key={e.id} className="card enquiry-item">
              <div className="enquiry-item-head">
                <h2>{e.productName || 'General enquiry'}</h2>
                <time dateTime={e.createdAt}>{dateFormat.format(new Date(e.createdAt))}</time>
              </div>
              <p>{e.message}</p>
            </li>
          ))}
        </ul>
      )}
    </div>
  ),
});
