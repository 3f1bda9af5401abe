import { useEffect, useRef, useState } from 'react';

/**
 * A link that opens a <dialog> once the island is awake (and is followed as
 * a plain link before that, or where <dialog> is missing). Closing gives the
 * focus back to the link.
 */
export function useDialog(onOpen?: () => void) {
  const [enhanced, setEnhanced] = useState(false);
  const dialog = useRef<HTMLDialogElement>(null);
  const trigger = useRef<HTMLAnchorElement>(null);
  useEffect(() => setEnhanced(true), []);

  const open = (e: { preventDefault(): void }) => {
    if (!dialog.current?.showModal) return;
    e.preventDefault();
    onOpen?.();
    dialog.current.showModal();
  };
  const close = () => {
    dialog.current?.close();
    trigger.current?.focus();
  };
  return { enhanced, dialog, trigger, open, close };
}
