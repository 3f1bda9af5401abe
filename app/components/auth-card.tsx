import type { ReactNode } from 'react';

/** The card that login and register sit on (no header or footer there). */
export function AuthCard({ title, children, footer }: { title: string; children: ReactNode; footer: ReactNode }) {
  return (
    <div className="auth-page">
      <div className="auth-card">
        <a href="/" className="block w-fit mx-auto">
          <img src="/brand/logo.svg" alt="Mitti Biotech home" width="200" height="44" />
        </a>
        <h1 className="page-title mt-6 text-center">{title}</h1>
        <div className="mt-6">{children}</div>
        <p className="mt-6 text-center">{footer}</p>
      </div>
    </div>
  );
}
