import type { Perk } from '../../domain/careers/page';
import { useT } from '../framework/i18n';

/** The perks row of the careers page, each with its icon. */
export function PerkList({ perks }: { perks: Perk[] }) {
  const t = useT();
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {perks.map((p) => (
        <li key={p.title} className="perk">
          <img src={p.icon} alt="" width="56" height="56" loading="lazy" />
          <div>
            <h3 className="perk-title">{t(p.title)}</h3>
            {p.text && <p className="perk-text">{t(p.text)}</p>}
          </div>
        </li>
      ))}
    </ul>
  );
}
