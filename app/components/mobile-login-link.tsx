import { useT } from '../framework/i18n';

/** The way from /login and /register to logging in (or signing up) with a mobile number and an SMS code. */
export function MobileLoginLink({ next }: { next?: string }) {
  const t = useT();
  const href = next && next !== '/' ? `/login/mobile?next=${encodeURIComponent(next)}` : '/login/mobile';
  return (
    <p className="mobile-login-link">
      <a href={href} className="btn btn-outline w-full">
        {t('Log in with mobile number')}
      </a>
    </p>
  );
}
