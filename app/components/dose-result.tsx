import { ACRES_PER_HECTARE, BIGHA_SQFT, GUNTHA_PER_ACRE, SQFT_PER_ACRE, AREA_UNIT_LABEL } from '../../domain/crops/area';
import type { DosePlan } from '../../domain/crops/calculator';
import { amountLabel, doseRateTemplate, DOSE_METHOD_LABEL } from '../../domain/crops/doses';
import { formatNumber } from '../../domain/i18n/format';
import { MSG } from '../../domain/messages';
import { formatInr } from '../../domain/money';
import { langOf } from '../../domain/translations/store';
import { useI18n } from '../framework/i18n';

/** How the area was turned into acres, stated so a farmer can check it. */
function conversion(plan: DosePlan, t: ReturnType<typeof useI18n>['t'], lang: ReturnType<typeof useI18n>['lang']) {
  const n = (x: number) => formatNumber(x, lang);
  switch (plan.unit) {
    case 'hectare':
      return t('1 hectare = {acres} acres.', { acres: n(ACRES_PER_HECTARE) });
    case 'guntha':
      return t('{guntha} guntha = 1 acre.', { guntha: n(GUNTHA_PER_ACRE) });
    case 'bigha': {
      const sqft = BIGHA_SQFT[plan.state ?? ''] ?? 0;
      return t('1 bigha in {state} = {sqft} sq ft = {acres} acre.', {
        state: t(plan.state ?? ''),
        sqft: n(sqft),
        acres: n(Math.round((sqft / SQFT_PER_ACRE) * 1000) / 1000),
      });
    }
    default:
      return null;
  }
}

/** The calculator's answer: the dose, what the field needs, the cheapest packs and their cost, when to apply, and Add these packs to cart. */
export function DoseResult({ plan }: { plan: DosePlan }) {
  const { t, lang } = useI18n();
  const n = (x: number) => formatNumber(x, lang);
  const hidden = {
    product: plan.product.id,
    crop: plan.crop.slug,
    area: String(plan.area),
    unit: plan.unit,
    state: plan.state ?? '',
    method: plan.method,
  };
  const others = plan.methods.filter((m) => m !== plan.method);
  return (
    <section aria-labelledby="calc-answer" className="card calc-answer" id="answer">
      <h2 id="calc-answer">
        {t('{product} for {area} {unit} of {crop}', {
          product: plan.product.title,
          area: n(plan.area),
          unit: t(AREA_UNIT_LABEL[plan.unit]).toLowerCase(),
          crop: plan.crop.name,
        })}
      </h2>
      {plan.unit !== 'acre' && (
        <p className="calc-conversion">
          {conversion(plan, t, lang)} {t('Your field: {acres} acres.', { acres: n(plan.acres) })}
        </p>
      )}
      <dl className="calc-facts">
        <div>
          <dt>{t(DOSE_METHOD_LABEL[plan.method])}</dt>
          <dd>{t(doseRateTemplate(plan.method), { amount: amountLabel(plan.dose.amount, plan.dose.unit) })}</dd>
        </div>
        {plan.seedKg !== null && (
          <div>
            <dt>{t('Seed to treat')}</dt>
            <dd>
              <span className="dose-amount">{t('{kg} kg of seed', { kg: n(plan.seedKg) })}</span>
            </dd>
          </div>
        )}
        <div>
          <dt>{t('Quantity needed')}</dt>
          <dd>
            <strong>{amountLabel(plan.quantity, plan.quantityUnit)}</strong>
          </dd>
        </div>
        <div>
          <dt>{t('When to apply')}</dt>
          <dd lang={langOf(plan.dose, 'timing')}>{plan.dose.timing}</dd>
        </div>
      </dl>
      {plan.packs.length ? (
        <>
          <table className="calc-packs">
            <caption>{t('Packs to buy')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('Pack size')}</th>
                <th scope="col">{t('Packs')}</th>
                <th scope="col">{t('Price each')}</th>
                <th scope="col">{t('Amount')}</th>
              </tr>
            </thead>
            <tbody>
              {plan.packs.map((p) => (
                <tr key={p.variantId}>
                  <td>{p.pack}</td>
                  <td>{n(p.quantity)}</td>
                  <td>{formatInr(p.unitPaise)}</td>
                  <td>{formatInr(p.totalPaise)}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row" colSpan={3}>
                  {t('Total')}
                </th>
                <td>
                  <strong>{formatInr(plan.totalPaise)}</strong>
                </td>
              </tr>
            </tfoot>
          </table>
          <form method="post" action="/calculator" className="calc-add">
            {Object.entries(hidden).map(([k, v]) => (
              <input key={k} type="hidden" name={k} value={v} />
            ))}
            <button type="submit" className="btn btn-primary">
              {t('Add these packs to cart')}
            </button>
          </form>
        </>
      ) : (
        <p className="muted">{t(MSG.doseNoPacks)}</p>
      )}
      {others.length > 0 && (
        <p className="calc-others">
          {t('Other ways to apply it:')}{' '}
          {others.map((m, i) => (
            <span key={m}>
              {i > 0 && ' · '}
              <a href={`/calculator?${new URLSearchParams({ ...hidden, method: m })}#answer`}>{t(DOSE_METHOD_LABEL[m])}</a>
            </span>
          ))}
        </p>
      )}
    </section>
  );
}
