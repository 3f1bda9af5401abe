import type { ClientCompany } from '../../domain/content/clients';
import { langOf, type Shown } from '../../domain/translations/store';
import { useT } from '../framework/i18n';

/** The companies we work with, on the about page: logo, name and what they do with us. */
export function ClientList({ clients }: { clients: (ClientCompany & Shown)[] }) {
  const t = useT();
  return (
    <section aria-labelledby="clients-title" className="mt-10">
      <h2 id="clients-title" className="section-title">
        {t('Our clients')}
      </h2>
      <ul className="mt-4 grid list-none gap-4 p-0 sm:grid-cols-2 lg:grid-cols-3">
        {clients.map((c) => (
          <li key={c.id} className="card flex flex-col gap-2 p-4">
            <img src={c.image} alt="" width={240} height={120} loading="lazy" className="h-auto w-40" />
            <h3 className="text-base font-bold text-[var(--color-forest)]" lang={langOf(c, 'companyName')}>
              {c.companyName}
            </h3>
            <p className="text-sm text-[var(--color-muted)]" lang={langOf(c, 'description')}>
              {c.description}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
