import {
  useEffect,
  useId,
  useRef,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import { createPortal } from 'react-dom';
import { focusableIn, makeSiblingsInert, wrapTabFocus } from './focus-scope';
import './modal.scss';

export interface ModalProps {
  /** The dialog's heading, and so its accessible name. */
  title: string;
  /**
   * Asked to close: Escape, the × button, a click on the backdrop. The owner decides (it may ask
   * "discard changes?" first) and closes by no longer rendering the modal.
   */
  onClose: () => void;
  children: ReactNode;
  /** Text that describes the dialog (read with its name); a confirmation's question. */
  description?: ReactNode;
  /** Focused on open; otherwise the first field or button inside. */
  initialFocus?: RefObject<HTMLElement | null>;
  /**
   * Focused on close when the element that had the focus before is gone (the row just
   * deleted); otherwise the page's main region.
   */
  returnFocus?: RefObject<HTMLElement | null>;
  /** `alertdialog` for a confirmation that interrupts the work. */
  role?: 'dialog' | 'alertdialog';
  size?: 'narrow' | 'wide';
  /** Confirmations have their own Cancel button instead of the ×. */
  hideCloseButton?: boolean;
}

/**
 * The dashboard's one modal. Render it while open, remove it to close: on open it moves focus
 * to `initialFocus` or the first control of `children`, makes the page behind inert and keeps Tab inside; Escape asks to close; on close focus
 * returns to where it was (or, when that element is gone, e.g. the row just deleted, to
 * `returnFocus` or the page's main region).
 */
export function Modal({
  title,
  onClose,
  children,
  description,
  initialFocus,
  returnFocus,
  role = 'dialog',
  size = 'narrow',
  hideCloseButton = false,
}: ModalProps) {
  const titleId = useId();
  const descriptionId = useId();
  const overlayRef = useRef<HTMLDivElement>(null);
  const dialogRef = useRef<HTMLDivElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  const pressedOnBackdrop = useRef(false);

  useEffect(() => {
    const overlay = overlayRef.current;
    const dialog = dialogRef.current;
    const body = bodyRef.current;
    if (!overlay || !dialog || !body) return;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const fallback = returnFocus?.current ?? null;
    const undoInert = makeSiblingsInert(overlay);
    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    // The first field rather than the × button: the user came to fill the form in.
    (initialFocus?.current ?? focusableIn(body)[0] ?? dialog).focus();
    return () => {
      undoInert();
      document.body.style.overflow = previousOverflow;
      // Closed together with the modal it was opened from (a confirmation that ends the editor),
      // the outer one has already put the focus back where it belongs: leave it there.
      const active = document.activeElement;
      if (active && active !== document.body && !overlay.contains(active)) return;
      const target = previous?.isConnected
        ? previous
        : (fallback ?? document.getElementById('main'));
      target?.focus();
    };
    // Runs once per opening: the modal is mounted to open and unmounted to close.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Escape') {
      // A modal opened from this one (a confirmation) handles its own Escape first.
      event.stopPropagation();
      onClose();
    } else if (event.key === 'Tab' && dialogRef.current) {
      if (wrapTabFocus(dialogRef.current, event.shiftKey)) event.preventDefault();
    }
  }

  // Only a click that starts and ends on the backdrop closes: not a text selection dragged out.
  const onBackdropDown = (event: MouseEvent) => {
    pressedOnBackdrop.current = event.target === event.currentTarget;
  };
  const onBackdropClick = (event: MouseEvent) => {
    if (pressedOnBackdrop.current && event.target === event.currentTarget) onClose();
    pressedOnBackdrop.current = false;
  };

  if (typeof document === 'undefined') return null;
  return createPortal(
    <div
      ref={overlayRef}
      className="dash-modal"
      onKeyDown={onKeyDown}
      onMouseDown={onBackdropDown}
      onClick={onBackdropClick}
    >
      <div
        ref={dialogRef}
        className={`dash-modal__dialog dash-modal__dialog--${size}`}
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        tabIndex={-1}
      >
        <div className="dash-modal__header">
          <h2 id={titleId} className="dash-modal__title">
            {title}
          </h2>
          {!hideCloseButton && (
            <button
              type="button"
              className="dash-modal__close"
              aria-label="Close"
              onClick={onClose}
            >
              <span aria-hidden="true">×</span>
            </button>
          )}
        </div>
        {description && (
          <div id={descriptionId} className="dash-modal__description">
            {description}
          </div>
        )}
        <div ref={bodyRef} className="dash-modal__body">
          {children}
        </div>
      </div>
    </div>,
    document.body,
  );
}
