import {
  useLayoutEffect,
  useRef,
  type ComponentPropsWithoutRef,
  type KeyboardEvent,
  type MouseEvent,
  type RefObject,
} from 'react';

const TABBABLE =
  'a[href], area[href], button, input:not([type="hidden"]), select, textarea, iframe, summary, [tabindex], [contenteditable="true"]';

/** What Tab can reach inside `container`, in document order: shown, enabled, in the tab order. */
export function tabbableIn(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(TABBABLE)].filter(
    (element) =>
      element.tabIndex >= 0 &&
      !element.matches(':disabled') &&
      !element.closest('[inert], [aria-hidden="true"]') &&
      element.checkVisibility({ visibilityProperty: true }),
  );
}

/**
 * Tab from the last stop of `container` goes to the first, Shift+Tab from the first to the last.
 * `showModal()` already keeps Tab off the page behind, but Chromium lets it leave for the
 * browser's own controls (focus lands on <body>) before coming back: the e2e checks in
 * e2e/tests/enquiry-popup.spec.ts and e2e/tests/dashboard-blogs.spec.ts expect the wrap.
 */
export function wrapTabAtEdges(event: KeyboardEvent, container: HTMLElement): void {
  if (event.key !== 'Tab') return;
  const stops = tabbableIn(container);
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
}

export interface ModalDialogProps extends Omit<
  ComponentPropsWithoutRef<'dialog'>,
  'open' | 'onClose' | 'onCancel'
> {
  /** Shown with `showModal()` while true; the server renders it closed. */
  open: boolean;
  /**
   * Asked to close: Escape, the platform's back gesture, a click on the backdrop when
   * `closeOnBackdrop`. The owner decides (it may ask first) and closes by setting `open` false.
   */
  onClose: () => void;
  /** Focused once open; otherwise the browser's choice (the first control inside). */
  initialFocus?: RefObject<HTMLElement | null>;
  /**
   * Focused on close when the element that had the focus before opening is gone (the row just
   * deleted), so the focus does not fall back to the top of the page.
   */
  fallbackFocus?: () => HTMLElement | null;
  /** A click on the backdrop, or on the dialog's own box outside its content, asks to close. */
  closeOnBackdrop?: boolean;
  /** The element itself, for an owner that focuses it (`initialFocus`) or reads it. */
  dialogRef?: RefObject<HTMLDialogElement | null>;
}

/** False for an element inside a closed <dialog>, which is not rendered and cannot hold focus. */
const isShown = (element: Element) => !element.closest('dialog:not([open])');

/** True when the click fell outside the dialog's box: on its `::backdrop`. */
function onBackdrop(event: MouseEvent<HTMLDialogElement>): boolean {
  const box = event.currentTarget.getBoundingClientRect();
  return (
    event.clientX < box.left ||
    event.clientX > box.right ||
    event.clientY < box.top ||
    event.clientY > box.bottom
  );
}

/**
 * The site's one modal: a native `<dialog>` opened with `showModal()`, so the browser puts it in
 * the top layer, makes the page behind inert and, on close, gives the focus back to whatever had
 * it. React state stays the source of truth: Escape and the dialog's `cancel` event only call
 * `onClose`, and a close the browser forces while `open` is still true is undone.
 */
export function ModalDialog({
  open,
  onClose,
  initialFocus,
  fallbackFocus,
  closeOnBackdrop = false,
  onKeyDown,
  onMouseDown,
  onClick,
  dialogRef,
  children,
  ...attributes
}: ModalDialogProps) {
  const ownRef = useRef<HTMLDialogElement>(null);
  const ref = dialogRef ?? ownRef;
  const latest = useRef({ onClose, fallbackFocus });
  useLayoutEffect(() => {
    latest.current = { onClose, fallbackFocus };
  });
  const pressedOnBackdrop = useRef(false);

  // A layout effect: its cleanup runs while the <dialog> is still in the document, so `close()`
  // can hand the focus back even when the owner removes the dialog instead of closing it.
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!open || !dialog) return;
    const previous = document.activeElement;
    // Escape with the focus on no control, or a phone's back gesture: a close request, cancelled
    // so that the owner decides.
    const onCancel = (event: Event) => {
      event.preventDefault();
      latest.current.onClose();
    };
    // Chromium does not let a page cancel repeated close requests without a user action in
    // between, and closes the dialog itself. Still open by the owner's state, it is shown again
    // and the owner asked instead.
    const onForcedClose = () => {
      if (dialog.open || !dialog.isConnected) return;
      dialog.showModal();
      latest.current.onClose();
    };
    dialog.addEventListener('cancel', onCancel);
    dialog.addEventListener('close', onForcedClose);
    if (!dialog.open) dialog.showModal();
    initialFocus?.current?.focus();
    return () => {
      dialog.removeEventListener('cancel', onCancel);
      dialog.removeEventListener('close', onForcedClose);
      if (dialog.open) dialog.close();
      // `close()` has focused `previous` if it could. It could not when that element is gone (the
      // row just deleted) or when a dialog opened from this one is still open above it (both
      // close in one commit, the outer first). Once the commit is over, the focus is put where it
      // belongs if it is nowhere; otherwise it is left where a closing dialog put it.
      const { fallbackFocus } = latest.current;
      queueMicrotask(() => {
        const active = document.activeElement;
        const nowhere =
          !active || active === document.body || !active.isConnected || !isShown(active);
        if (!nowhere) return;
        if (previous instanceof HTMLElement && previous.isConnected && isShown(previous)) {
          previous.focus();
        } else {
          fallbackFocus?.()?.focus();
        }
      });
    };
    // Once per opening: the focus targets are read when it opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, ref]);

  const handleKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key === 'Escape') {
      // Handled before it becomes a close request (which Chromium may refuse to let us cancel),
      // and not by a dialog this one was opened from, nor by the page's own Escape handlers.
      event.preventDefault();
      event.stopPropagation();
      onClose();
      return;
    }
    onKeyDown?.(event);
    if (!event.defaultPrevented) wrapTabAtEdges(event, event.currentTarget);
  };

  // Only a click that starts and ends on the backdrop closes: not a text selection dragged out,
  // nor a click in a dialog opened from this one.
  const handleMouseDown = (event: MouseEvent<HTMLDialogElement>) => {
    onMouseDown?.(event);
    pressedOnBackdrop.current = event.target === event.currentTarget && onBackdrop(event);
  };
  const handleClick = (event: MouseEvent<HTMLDialogElement>) => {
    onClick?.(event);
    const closes =
      closeOnBackdrop &&
      pressedOnBackdrop.current &&
      event.target === event.currentTarget &&
      onBackdrop(event);
    pressedOnBackdrop.current = false;
    if (closes) onClose();
  };

  return (
    <dialog
      ref={ref}
      {...attributes}
      onKeyDown={handleKeyDown}
      onMouseDown={handleMouseDown}
      onClick={handleClick}
    >
      {children}
    </dialog>
  );
}
