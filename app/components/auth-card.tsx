import type { ReactNode } from 'react';
import { useT } from '../framework/i18n';

/** The card that login and register sit on (no header or footer there). */
export function AuthCard({ title, children, footer }: { title: string; children: ReactNode; footer: ReactNode }) {
  const t = useT();
  return (
    <div className="auth-page">
      <div className="auth-card">
        <a href="/" className="block w-fit mx-auto">
          <img src="/brand/logo.svg" alt={t('Mitti Biotech home')} width="200" height="44" />
        </a>
        <h1 className="page-title mt-6 text-center">{t(title)}</h1>
        <div className="mt-6">{children}</div>
        <p className="mt-6 text-center">{footer}</p>
      </div>
    </div>
  );
}

/** "New here? Create an account" under the card: a question and the link that answers it. */
export function AuthSwitch({ question, link, href }: { question: string; link: string; href: string }) {
  const t = useT();
  return (
    <>
      {t(question)} <a href={href}>{t(link)}</a>
    </>
  );
}
