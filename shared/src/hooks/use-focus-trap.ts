import { useEffect, type RefObject } from 'react';

const FOCUSABLE =
  'a[href], area[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), iframe, summary, [tabindex], [contenteditable="true"]';

/** What Tab can reach inside `container`, in document order: shown, enabled, in the tab order. */
function tabbableElements(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (element) =>
      element.tabIndex >= 0 &&
      !element.closest('[inert], [aria-hidden="true"]') &&
      element.checkVisibility({ visibilityProperty: true }),
  );
}

export interface FocusTrapOptions {
  /** Move focus to the container itself when the trap starts (it needs `tabIndex={-1}`). */
  focusContainer?: boolean;
  /** Give focus back to whatever had it before, when the trap ends. */
  restoreFocus?: boolean;
}

/**
 * Keeps Tab and Shift+Tab cycling inside `ref` while `active` (WCAG 2.4.3 for modals, the lightbox
 * and full-screen menus). The list of stops is read at each key press, so content that changes
 * while the trap is on (an error message, a collapsed list) is followed.
 */
export function useFocusTrap(
  ref: RefObject<HTMLElement | null>,
  active: boolean,
  { focusContainer = false, restoreFocus = false }: FocusTrapOptions = {},
): void {
  useEffect(() => {
    const container = ref.current;
    if (!active || !container) return;
    const previous = document.activeElement;
    if (focusContainer) container.focus();

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Tab') return;
      const stops = tabbableElements(container);
      const first = stops[0];
      const last = stops.at(-1);
      const current = document.activeElement;
      if (!first || !last) {
        event.preventDefault();
      } else if (event.shiftKey && (current === first || current === container)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && current === last) {
        event.preventDefault();
        first.focus();
      }
    };
    container.addEventListener('keydown', onKeyDown);
    return () => {
      container.removeEventListener('keydown', onKeyDown);
      if (restoreFocus && previous instanceof HTMLElement && previous.isConnected) previous.focus();
    };
  }, [ref, active, focusContainer, restoreFocus]);
}
