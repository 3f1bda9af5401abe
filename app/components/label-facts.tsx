import type { Product } from '../../domain/catalog/products';
import { company } from '../../domain/content/company';
import { dateFormat } from '../../domain/i18n/format';
import type { Lang } from '../../domain/i18n/languages';
import { formatInr } from '../../domain/money';
import { langOf } from '../../domain/translations/store';
import { useI18n } from '../framework/i18n';
import { rich } from '../ui/rich';
import { SpecList } from './spec-list';

// What the pack's label says, as the Legal Metrology (Packaged Commodities)
// Rules ask an online shop to show it: MRP, net quantity, manufacturer and
// customer care, month and year of manufacture; and the batch a buyer gets.

const monthYear = (isoDate: string, lang: Lang) =>
  dateFormat(lang, { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${isoDate}T00:00:00Z`));
const fullDate = (isoDate: string, lang: Lang) =>
  dateFormat(lang, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${isoDate}T00:00:00Z`));

/** "Best before" of the lot the first pack in stock would come from. */
export function BestBefore({ product }: { product: Product }) {
  const { t, lang } = useI18n();
  const pack = product.variants.find((v) => v.nextLot);
  if (!pack?.nextLot) return null;
  return (
    <p className="best-before" data-testid="best-before">
      {rich(t('Best before {date} ({pack}, batch {batch}, made {made})'), {
        date: <strong>{fullDate(pack.nextLot.expiresOn, lang)}</strong>,
        pack: pack.pack,
        batch: pack.nextLot.batch,
        made: monthYear(pack.nextLot.manufacturedOn, lang),
      })}
    </p>
  );
}

/** The label facts of every pack, the shelf life and storage, who makes it and whom to call. */
export function LabelFacts({ product: p }: { product: Product }) {
  const { t, lang } = useI18n();
  return (
    <>
      <ul className="label-packs" data-testid="label-facts" aria-label={t("What each pack's label says")}>
        {p.variants.map((v) => (
          <li key={v.id}>
            <h3>{v.pack}</h3>
            <dl>
              <div>
                <dt>{t('MRP')}</dt>
                <dd>{t('{price} (incl. of all taxes)', { price: formatInr(v.mrpPaise) })}</dd>
              </div>
              <div>
                <dt>{t('Net quantity')}</dt>
                <dd>{v.pack}</dd>
              </div>
              <div>
                <dt>{t('Manufactured')}</dt>
                <dd>{v.nextLot ? monthYear(v.nextLot.manufacturedOn, lang) : t('Printed on the pack')}</dd>
              </div>
              <div>
                <dt>{t('Best before')}</dt>
                <dd>{v.nextLot ? fullDate(v.nextLot.expiresOn, lang) : t('Printed on the pack')}</dd>
              </div>
              {v.nextLot && (
                <div>
                  <dt>{t('Batch')}</dt>
                  <dd>{v.nextLot.batch}</dd>
                </div>
              )}
            </dl>
          </li>
        ))}
      </ul>
      <SpecList
        items={[
          { term: t('Shelf life'), value: t('{months} months from manufacture', { months: p.shelfLifeMonths }) },
          { term: t('Storage'), value: <span lang={langOf(p, 'storageAdvice')}>{p.storageAdvice}</span> },
          {
            term: t('Manufactured by'),
            value: `${company.name}, ${company.factory.lines.map((l) => t(l)).join(', ')} ${company.factory.pincode}`,
          },
          {
            term: t('Customer care'),
            value: (
              <>
                <a href={`tel:${company.phoneHref}`}>{company.phone}</a>, <a href={`mailto:${company.email}`}>{company.email}</a>
              </>
            ),
          },
        ]}
      />
    </>
  );
}
