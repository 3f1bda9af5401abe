import { amountLabel, doseRateTemplate, DOSE_METHOD_LABEL, type Dose } from '../../domain/crops/doses';
import { langOf } from '../../domain/translations/store';
import { useT } from '../framework/i18n';

/** A product's doses, one line each: "Soil application: 4 kg per acre. At sowing, mixed with compost." */
export function DoseList({ doses }: { doses: readonly Dose[] }) {
  const t = useT();
  if (!doses.length) return null;
  return (
    <ul className="dose-list">
      {doses.map((d) => (
        <li key={d.id}>
          <strong>{t(DOSE_METHOD_LABEL[d.method])}:</strong> {t(doseRateTemplate(d.method), { amount: amountLabel(d.amount, d.unit) })}.{' '}
          <span className="muted" lang={langOf(d, 'timing')}>
            {d.timing}
          </span>
        </li>
      ))}
    </ul>
  );
}

/** Doses on one line, without their timing: "Soil application 1 kg per acre · Drip 1 kg per acre". */
export function DoseLine({ doses }: { doses: readonly Dose[] }) {
  const t = useT();
  return (
    <span className="dose-line">
      {doses
        .map((d) => `${t(DOSE_METHOD_LABEL[d.method])}: ${t(doseRateTemplate(d.method), { amount: amountLabel(d.amount, d.unit) })}`)
        .join(' · ')}
    </span>
  );
}
