import { useEffect, useState } from 'react';
import { TOAST_MS } from '../../domain/constants';
import { TOAST_EVENT } from '../client/toast';
import type { Toast } from '../framework/page';

interface Shown extends Toast {
  id: number;
}

let next = 1;

/**
 * Toasts, bottom-right, dark, for 8000 ms (SPEC.md §9). The server renders the
 * ones a redirect left behind; islands add more with showToast().
 */
export function Toaster({ initial }: { initial: Toast[] }) {
  const [toasts, setToasts] = useState<Shown[]>(() => initial.map((t) => ({ ...t, id: next++ })));

  useEffect(() => {
    const add = (e: Event) => setToasts((list) => [...list, { ...(e as CustomEvent<Toast>).detail, id: next++ }]);
    window.addEventListener(TOAST_EVENT, add);
    return () => window.removeEventListener(TOAST_EVENT, add);
  }, []);

  useEffect(() => {
    if (!toasts.length) return;
    const oldest = toasts[0].id;
    const timer = setTimeout(() => setToasts((list) => list.filter((t) => t.id !== oldest)), TOAST_MS);
    return () => clearTimeout(timer);
  }, [toasts]);

  const dismiss = (id: number) => setToasts((list) => list.filter((t) => t.id !== id));

  return (
    <div className="toaster" role="status" aria-live="polite">
      {toasts.map((t) => (
        <div key={t.id} className={`toast toast-${t.type}`} data-testid="toast">
          <span>{t.text}</span>
          <button type="button" className="toast-close" aria-label="Dismiss" onClick={() => dismiss(t.id)}>
            ×
          </button>
        </div>
      ))}
    </div>
  );
}
