import { useEffect, type RefObject } from 'react';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), ' +
  'textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

const focusableIn = (container: HTMLElement): HTMLElement[] =>
  Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((element) => !element.closest('[hidden]'));

/** While active, Tab and Shift+Tab cycle inside the container and Escape calls onEscape. */
export function useFocusTrap(ref: RefObject<HTMLElement | null>, active: boolean, onEscape: () => void): void {
  useEffect(() => {
    const container = ref.current;
    if (!active || !container) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') return onEscape();
      if (event.key !== 'Tab') return;
      const focusable = focusableIn(container);
      const first = focusable[0];
      const last = focusable[focusable.length - 1];
      if (!first || !last) return;
      const wrapTo = event.shiftKey
        ? document.activeElement === first
          ? last
          : null
        : document.activeElement === last
          ? first
          : null;
      if (!wrapTo) return;
      event.preventDefault();
      wrapTo.focus();
    };
    container.addEventListener('keydown', onKeyDown);
    return () => container.removeEventListener('keydown', onKeyDown);
  }, [ref, active, onEscape]);
}
