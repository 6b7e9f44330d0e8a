import { useId, useLayoutEffect, useRef, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { ModalDialog, tabbableIn } from '@clinic/browser-kit/components/modal-dialog';
import { pushModalLayer } from './modal-layer';
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
 * The dashboard's one modal, a `ModalDialog`. Render it while open, remove it to close: on open it
 * moves focus to `initialFocus` or the first control of `children`; the browser makes the page
 * behind inert and `ModalDialog` keeps Tab inside; Escape and a click on the backdrop ask to
 * close; on close focus returns to where it was (or, when that element is gone, e.g. the row just
 * deleted, to `returnFocus` or the page's main region).
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
  const dialogRef = useRef<HTMLDialogElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  const layerRef = useRef<HTMLDivElement>(null);

  // Runs after ModalDialog's own effect (children's effects run first): the dialog is open.
  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    const body = bodyRef.current;
    const layer = layerRef.current;
    if (!dialog || !body || !layer) return;
    const undoLayer = pushModalLayer(layer);
    // The first field rather than the × button: the user came to fill the form in.
    (initialFocus?.current ?? tabbableIn(body)[0] ?? dialog).focus();
    return () => {
      undoLayer();
    };
    // Runs once per opening: the modal is mounted to open and unmounted to close.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  if (typeof document === 'undefined') return null;
  return createPortal(
    <ModalDialog
      open
      onClose={onClose}
      dialogRef={dialogRef}
      fallbackFocus={() => returnFocus?.current ?? document.getElementById('main')}
      closeOnBackdrop
      className={`dash-modal dash-modal--${size}`}
      role={role === 'alertdialog' ? role : undefined}
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      tabIndex={-1}
      // The page behind stays still while it is open: the one scroll lock (shell's global.scss).
      data-scroll-lock
    >
      <div className="dash-modal__header">
        <h2 id={titleId} className="dash-modal__title">
          {title}
        </h2>
        {!hideCloseButton && (
          <button type="button" className="dash-modal__close" aria-label="Close" onClick={onClose}>
            <span aria-hidden="true">×</span>
          </button>
        )}
      </div>
      {description && (
        <div id={descriptionId} className="dash-modal__description">
          {description}
        </div>
      )}
      {/* Where the notifications show while this is the topmost modal (modal-layer.ts): in
          the flow above the form, so a notice never covers the dialog's own buttons. */}
      <div ref={layerRef} />
      <div ref={bodyRef} className="dash-modal__body">
        {children}
      </div>
    </ModalDialog>,
    document.body,
  );
}
