import { useEffect, useState } from 'react';
import { TOAST_MS } from '../../domain/constants';
import { TOAST_EVENT } from '../client/toast';
import { useT } from '../framework/i18n';
import type { Toast } from '../framework/page';

interface Shown extends Toast {
  id: number;
}

let next = 1;

/**
 * Toasts, bottom-right, dark, for 8000 ms (SPEC.md §9). The server renders the
 * ones a redirect left behind (translated); islands add more with showToast(),
 * translated here in the page's language.
 */
export function Toaster({ initial }: { initial: Toast[] }) {
  const t = useT();
  const [toasts, setToasts] = useState<Shown[]>(() => initial.map((toast) => ({ ...toast, id: next++ })));

  useEffect(() => {
    const add = (e: Event) => setToasts((list) => [...list, { ...(e as CustomEvent<Toast>).detail, id: next++ }]);
    window.addEventListener(TOAST_EVENT, add);
    return () => window.removeEventListener(TOAST_EVENT, add);
  }, []);

  useEffect(() => {
    if (!toasts.length) return;
    const oldest = toasts[0].id;
    const timer = setTimeout(() => setToasts((list) => list.filter((toast) => toast.id !== oldest)), TOAST_MS);
    return () => clearTimeout(timer);
  }, [toasts]);

  const dismiss = (id: number) => setToasts((list) => list.filter((toast) => toast.id !== id));

  return (
    <div className="toaster" role="status" aria-live="polite">
      {toasts.map((toast) => (
        <div key={toast.id} className={`toast toast-${toast.type}`} data-testid="toast">
          <span>{t(toast.text)}</span>
          <button type="button" className="toast-close" aria-label={t('Dismiss')} onClick={() => dismiss(toast.id)}>
            ×
          </button>
        </div>
      ))}
    </div>
  );
}
