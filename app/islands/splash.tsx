import { useEffect, useRef } from 'react';
import { SPLASH_MS } from '../../domain/constants';
import { useT } from '../framework/i18n';

/** The browser flag of SPEC.md §2: the splash has been shown (logout clears storage). */
export const SPLASH_KEY = 'splashShown';

/**
 * The logo splash of the first home visit after login (SPEC.md §2, §4):
 * 5 s, or until dismissed, then never again in this browser until logout.
 * Rendered only for logged-in visitors; a native modal <dialog> that the
 * script opens, so it never shows without JavaScript.
 */
export function Splash({ name, isNew = false }: { name: string; isNew?: boolean }) {
  const t = useT();
  const dialog = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const d = dialog.current;
    if (!d || typeof d.showModal !== 'function') return;
    let seen = true;
    try {
      seen = localStorage.getItem(SPLASH_KEY) !== null;
      if (!seen) localStorage.setItem(SPLASH_KEY, 'true');
    } catch {
      return; // storage blocked: no splash rather than one on every visit
    }
    if (seen) return;
    const before = document.activeElement as HTMLElement | null;
    d.showModal();
    const timer = setTimeout(() => d.close(), SPLASH_MS);
    const onClose = () => {
      clearTimeout(timer);
      if (before && before !== document.body) before.focus();
    };
    d.addEventListener('close', onClose);
    return () => {
      clearTimeout(timer);
      d.removeEventListener('close', onClose);
    };
  }, []);

  return (
    <dialog ref={dialog} className="splash" aria-label={t('Welcome, {name}', { name })} data-testid="splash">
      <div className="splash-inner">
        {/* A solid card: the words never sit on the picture behind (WCAG AA contrast). */}
        <div className="splash-card">
          <img src="/brand/logo.svg" alt="Mitti Biotech" width="260" height="57" />
          <p className="splash-text">{isNew ? t('Welcome, {name}', { name }) : t('Welcome back, {name}', { name })}</p>
          <button type="button" className="btn btn-primary splash-skip" onClick={() => dialog.current?.close()}>
            {t('Continue to the shop')}
          </button>
        </div>
      </div>
    </dialog>
  );
}
