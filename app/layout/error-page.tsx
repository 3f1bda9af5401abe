import { MSG } from '../../domain/messages';
import { useT } from '../framework/i18n';

/** The 404 page, the router's error screen ("Unexpected Application Error!") and the back office's 403. */
export function ErrorPage({ kind }: { kind: 'not-found' | 'error' | 'forbidden' }) {
  const t = useT();
  if (kind === 'forbidden') {
    return (
      <section className="container-page py-16 text-center">
        <h1 className="page-title">{t(MSG.staffForbidden)}</h1>
        <p className="mt-6">
          <a className="btn btn-primary" href="/admin">
            {t('Back to the dashboard')}
          </a>
        </p>
      </section>
    );
  }
  const notFound = kind === 'not-found';
  return (
    <section className="container-page py-16 text-center">
      <img src="/images/hero/not-found.svg" alt="" width="320" height="240" className="mx-auto" />
      <h1 className="page-title mt-6">{t(notFound ? MSG.notFound : MSG.routerError)}</h1>
      <p className="mt-3 text-lg">{t(notFound ? 'The page you asked for does not exist or has moved.' : MSG.serverError)}</p>
      <p className="mt-6 flex flex-wrap justify-center gap-3">
        <a className="btn btn-primary" href="/">
          {t('Go to the home page')}
        </a>
        <a className="btn btn-outline" href="/b2b">
          {t('Browse products')}
        </a>
      </p>
    </section>
  );
}
