import type { Toast } from '../framework/page';

export const TOAST_EVENT = 'app:toast';

/** Shows a toast from any island (the toaster island listens). */
export function showToast(toast: Toast) {
  window.dispatchEvent(new CustomEvent<Toast>(TOAST_EVENT, { detail: toast }));
}
