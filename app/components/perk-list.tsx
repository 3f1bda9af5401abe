import type { Perk } from '../../domain/careers/page';

/** The perks row of the careers page, each with its icon (`lang` 'en' when the page's text has no translation). */
export function PerkList({ perks, lang }: { perks: Perk[]; lang?: 'en' }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" lang={lang}>
      {perks.map((p) => (
        <li key={p.title} className="perk">
          <img src={p.icon} alt="" width="56" height="56" loading="lazy" />
          <div>
            <h3 className="perk-title">{p.title}</h3>
            {p.text && <p className="perk-text">{p.text}</p>}
          </div>
        </li>
      ))}
    </ul>
  );
}
