import { useT } from '../framework/i18n';

/** `path` with `?next=` when there is somewhere to go back to (not the home page). */
export const withNext = (path: string, next?: string) => (next && next !== '/' ? `${path}?next=${encodeURIComponent(next)}` : path);

/**
 * The way from /login and /register to logging in (or signing up) with a
 * mobile number and an SMS code; `primary` on the login page, where it comes
 * first for farmers.
 */
export function MobileLoginLink({ next, primary = false }: { next?: string; primary?: boolean }) {
  const t = useT();
  return (
    <div className="mobile-login-link">
      <a href={withNext('/login/mobile', next)} className={`btn ${primary ? 'btn-primary' : 'btn-outline'} w-full`}>
        {t('Log in with mobile number')}
      </a>
      {primary && <p className="field-hint">{t('A code by SMS: no password needed. New here? Your account is made with your number.')}</p>}
    </div>
  );
}
