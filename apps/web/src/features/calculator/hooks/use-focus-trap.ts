import { useEffect, useRef, type KeyboardEvent } from 'react';

const FOCUSABLE = 'button:not(:disabled), [tabindex]:not([tabindex="-1"])';

/**
 * Keeps Tab within a dialog, focuses its [data-autofocus] element on open and gives the focus back
 * to where it was (the button that opened it) on close.
 */
export function useFocusTrap<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null;
    ref.current?.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    return () => opener?.focus();
  }, []);

  const onTab = (event: KeyboardEvent) => {
    const items = [...(ref.current?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? [])];
    const first = items[0];
    const last = items[items.length - 1];
    if (!first || !last) return;
    const active = document.activeElement;
    if (event.shiftKey && (active === first || !ref.current?.contains(active))) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && (active === last || !ref.current?.contains(active))) {
      event.preventDefault();
      first.focus();
    }
  };
  return { ref, onTab };
}
