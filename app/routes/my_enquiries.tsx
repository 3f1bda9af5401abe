import { listEnquiries, type EnquirySummary } from '../../domain/enquiries/enquiries';
import { translatorFor } from '../../domain/i18n/dictionaries';
import { formatDate } from '../../domain/i18n/format';
import { LABEL, MSG } from '../../domain/messages';
import { useI18n } from '../framework/i18n';
import { definePage } from '../framework/page';

/** My Enquiries: the customer's product enquiries, newest first. */
export default definePage<{ enquiries: EnquirySummary[] }>({
  path: '/my_enquiries',
  access: 'customer',
  async load(ctx) {
    return { enquiries: await listEnquiries(ctx.services.db, ctx.user!.id) };
  },
  head: (_data, ctx) => {
    const t = translatorFor(ctx.lang);
    return { title: `${t(LABEL.myEnquiries)} | Mitti Biotech`, description: t('Your product enquiries to Mitti Biotech.'), noindex: true };
  },
  Component: ({ data }) => <MyEnquiries enquiries={data.enquiries} />,
});

function MyEnquiries({ enquiries }: { enquiries: EnquirySummary[] }) {
  const { t, lang } = useI18n();
  return (
    <div className="container-page narrow-page">
      <h1 className="page-title">{t(LABEL.myEnquiries)}</h1>
      {enquiries.length === 0 ? (
        <div className="empty-state">
          <p>{t(MSG.noEnquiries)}</p>
          <a href="/b2b" className="btn btn-primary">
            {t('Browse products')}
          </a>
        </div>
      ) : (
        <ul className="enquiry-list">
          {enquiries.map((e) => (
            <li key={e.id} className="card enquiry-item">
              <div className="enquiry-item-head">
                <h2>{e.productName ? t(e.productName) : t('General enquiry')}</h2>
                <time dateTime={e.createdAt}>{formatDate(e.createdAt, lang)}</time>
              </div>
              <p>{e.message}</p>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
