import { MSG } from '../../domain/messages';

/** The 404 page and the router's error screen ("Unexpected Application Error!"). */
export function ErrorPage({ kind }: { kind: 'not-found' | 'error' }) {
  const notFound = kind === 'not-found';
  return (
    <section className="container-page py-16 text-center">
      <img src="/images/hero/not-found.svg" alt="" width="320" height="240" className="mx-auto" />
      <h1 className="page-title mt-6">{notFound ? MSG.notFound : MSG.routerError}</h1>
      <p className="mt-3 text-lg">{notFound ? 'The page you asked for does not exist or has moved.' : MSG.serverError}</p>
      <p className="mt-6 flex flex-wrap justify-center gap-3">
        <a className="btn btn-primary" href="/">
          Go to the home page
        </a>
        <a className="btn btn-outline" href="/b2b">
          Browse products
        </a>
      </p>
    </section>
  );
}
