import { useId, useState, type FormEvent, type RefObject } from 'react';
import { FieldError } from '../../components/field-error';
import { Modal } from '../../components/modal/modal';
import '../../components/button.scss';

interface Props {
  /** e.g. `mf-blog 0123456789ab`. */
  what: string;
  busy: boolean;
  onDecline: (reason: string) => void;
  onCancel: () => void;
  returnFocus?: RefObject<HTMLElement | null>;
}

/**
 * Declining asks why (issue 44: "Decline with a reason"): the reason goes into the audit log and
 * `pnpm releases`, so the team learns what to change. Escape or Cancel closes without declining.
 */
export function DeclineDialog({ what, busy, onDecline, onCancel, returnFocus }: Props) {
  const reasonId = useId();
  const errorId = useId();
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!reason.trim()) return setMissing(true);
    onDecline(reason.trim());
  };
  return (
    <Modal
      title={`Decline ${what}`}
      description={<p>It will never go live. Say why, for the team that made it.</p>}
      onClose={() => {
        if (!busy) onCancel();
      }}
      returnFocus={returnFocus}
    >
      <form onSubmit={submit} noValidate>
        <div className="dash-field">
          <label htmlFor={reasonId}>Reason</label>
          <textarea
            id={reasonId}
            value={reason}
            maxLength={500}
            rows={3}
            aria-invalid={missing}
            aria-describedby={missing ? errorId : undefined}
            onChange={(event) => {
              setReason(event.target.value);
              setMissing(false);
            }}
          />
          <FieldError id={errorId} message={missing ? 'Say why it is declined' : undefined} />
        </div>
        <div className="dash-modal__actions">
          <button
            type="button"
            className="dash-button dash-button--secondary"
            onClick={onCancel}
            disabled={busy}
          >
            Cancel
          </button>
          <button
            type="submit"
            className="dash-button dash-button--danger"
            disabled={busy}
            aria-busy={busy}
          >
            Decline
          </button>
        </div>
      </form>
    </Modal>
  );
}
