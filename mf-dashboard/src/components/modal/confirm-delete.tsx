import { ConfirmDialog } from './confirm-dialog';
import type { ConfirmedAction } from './use-confirmed-action';

/** Product §2's delete question (`Confirm Delete`), shown while `action` waits for an answer. */
export function ConfirmDelete<T>({
  action,
  message,
}: {
  action: ConfirmedAction<T>;
  message: string;
}) {
  if (action.pending === null) return null;
  return (
    <ConfirmDialog
      title="Confirm Delete"
      message={message}
      busy={action.busy}
      onCancel={action.cancel}
      onConfirm={() => void action.confirm()}
    />
  );
}
