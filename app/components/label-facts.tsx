import type { Product } from '../../domain/catalog/products';
import { company } from '../../domain/content/company';
import { formatInr } from '../../domain/money';
import { SpecList } from './spec-list';

// What the pack's label says, as the Legal Metrology (Packaged Commodities)
// Rules ask an online shop to show it: MRP, net quantity, manufacturer and
// customer care, month and year of manufacture; and the batch a buyer gets.

const monthYear = (isoDate: string) =>
  new Intl.DateTimeFormat('en-IN', { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${isoDate}T00:00:00Z`));
const fullDate = (isoDate: string) =>
  new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${isoDate}T00:00:00Z`),
  );

/** "Best before" of the lot the first pack in stock would come from. */
export function BestBefore({ product }: { product: Product }) {
  const pack = product.variants.find((v) => v.nextLot);
  if (!pack?.nextLot) return null;
  return (
    <p className="best-before" data-testid="best-before">
      Best before <strong>{fullDate(pack.nextLot.expiresOn)}</strong> ({pack.pack}, batch {pack.nextLot.batch}, made{' '}
      {monthYear(pack.nextLot.manufacturedOn)})
    </p>
  );
}

/** The label facts of every pack, the shelf life and storage, who makes it and whom to call. */
export function LabelFacts({ product: p }: { product: Product }) {
  return (
    <>
      <ul className="label-packs" data-testid="label-facts" aria-label="What each pack's label says">
        {p.variants.map((v) => (
          <li key={v.id}>
            <h3>{v.pack}</h3>
            <dl>
              <div>
                <dt>MRP</dt>
                <dd>{formatInr(v.mrpPaise)} (incl. of all taxes)</dd>
              </div>
              <div>
                <dt>Net quantity</dt>
                <dd>{v.pack}</dd>
              </div>
              <div>
                <dt>Manufactured</dt>
                <dd>{v.nextLot ? monthYear(v.nextLot.manufacturedOn) : 'Printed on the pack'}</dd>
              </div>
              <div>
                <dt>Best before</dt>
                <dd>{v.nextLot ? fullDate(v.nextLot.expiresOn) : 'Printed on the pack'}</dd>
              </div>
              {v.nextLot && (
                <div>
                  <dt>Batch</dt>
                  <dd>{v.nextLot.batch}</dd>
                </div>
              )}
            </dl>
          </li>
        ))}
      </ul>
      <SpecList
        items={[
          { term: 'Shelf life', value: `${p.shelfLifeMonths} months from manufacture` },
          { term: 'Storage', value: p.storageAdvice },
          { term: 'Manufactured by', value: `${company.name}, ${company.factory.lines.join(', ')} ${company.factory.pincode}` },
          {
            term: 'Customer care',
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
