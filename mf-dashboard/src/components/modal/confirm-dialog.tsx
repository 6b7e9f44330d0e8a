import { useRef, type RefObject } from 'react';
import '../button.scss';
import { Modal } from './modal';

export interface ConfirmDialogProps {
  /** e.g. `Confirm Delete`. */
  title: string;
  /** e.g. `Are you sure you want to delete this link?` */
  message: string;
  onConfirm: () => void;
  onCancel: () => void;
  confirmLabel?: string;
  cancelLabel?: string;
  /** While the confirmed action runs: both buttons are disabled and Escape does nothing. */
  busy?: boolean;
  /** `danger` paints the confirm button red (deleting, discarding). */
  tone?: 'danger' | 'default';
  /** See `Modal`: where the focus goes when the button that asked is gone. */
  returnFocus?: RefObject<HTMLElement | null>;
}

/**
 * A yes/no question in an `alertdialog`. Focus starts on Cancel, so Enter pressed by habit never
 * deletes anything; Escape cancels.
 */
export function ConfirmDialog({
  title,
  message,
  onConfirm,
  onCancel,
  confirmLabel = 'Delete',
  cancelLabel = 'Cancel',
  busy = false,
  tone = 'danger',
  returnFocus,
}: ConfirmDialogProps) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  return (
    <Modal
      title={title}
      description={<p>{message}</p>}
      onClose={() => {
        if (!busy) onCancel();
      }}
      role="alertdialog"
      initialFocus={cancelRef}
      returnFocus={returnFocus}
      hideCloseButton
    >
      <div className="dash-modal__actions">
        <button
          ref={cancelRef}
          type="button"
          className="dash-button dash-button--secondary"
          onClick={onCancel}
          disabled={busy}
        >
          {cancelLabel}
        </button>
        <button
          type="button"
          className={`dash-button dash-button--${tone === 'danger' ? 'danger' : 'primary'}`}
          onClick={onConfirm}
          disabled={busy}
          aria-busy={busy}
        >
          {confirmLabel}
        </button>
      </div>
    </Modal>
  );
}
