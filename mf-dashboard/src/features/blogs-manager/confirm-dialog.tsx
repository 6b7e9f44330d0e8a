import { useId } from 'react';
import { Modal } from './modal';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  message: string;
  confirmLabel: string;
  cancelLabel?: string;
  onConfirm: () => void;
  onCancel: () => void;
  /** While the confirmed action runs, its button says so and cannot be pressed twice. */
  busy?: boolean;
}

/** A yes/no question in a modal; the safe answer has focus, and Escape means no. */
export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel,
  cancelLabel = 'Cancel',
  onConfirm,
  onCancel,
  busy = false,
}: ConfirmDialogProps) {
  const messageId = useId();
  return (
    <Modal
      open={open}
      title={title}
      onClose={onCancel}
      role="alertdialog"
      className="bm-modal--confirm"
      describedBy={messageId}
    >
      <p id={messageId} className="bm-confirm__message">
        {message}
      </p>
      <div className="bm-actions">
        <button type="button" className="bm-button" onClick={onCancel} data-autofocus>
          {cancelLabel}
        </button>
        <button
          type="button"
          className="bm-button bm-button--danger"
          // aria-disabled rather than disabled: the focused button must keep focus while it works.
          aria-disabled={busy || undefined}
          onClick={() => {
            if (!busy) onConfirm();
          }}
        >
          {confirmLabel}
        </button>
      </div>
    </Modal>
  );
}
