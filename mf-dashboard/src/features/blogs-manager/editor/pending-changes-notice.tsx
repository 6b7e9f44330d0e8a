import type { BlogPendingChange } from '@clinic/contracts/entities/blog';
import { formatClinicTimestamp } from '@clinic/contracts/dates/clinic-time';

interface PendingChangesNoticeProps {
  pending: BlogPendingChange;
  busy: boolean;
  onPublish: () => void;
  onDiscard: () => void;
}

/**
 * In the editor of a published blog with pending changes (issue 43): whose they are and when,
 * that patients do not see them yet, and the two ways out of them.
 */
export function PendingChangesNotice({
  pending,
  busy,
  onPublish,
  onDiscard,
}: PendingChangesNoticeProps) {
  return (
    <div className="bm-pending">
      <p>
        Pending changes by {pending.savedBy}, kept {formatClinicTimestamp(pending.savedAt)}: in the
        form and in Preview, not on the public page until published.
      </p>
      <button
        type="button"
        className="dash-button dash-button--secondary dash-button--small"
        aria-disabled={busy || undefined}
        onClick={() => !busy && onDiscard()}
      >
        Discard changes
      </button>
      <button
        type="button"
        className="dash-button dash-button--primary dash-button--small"
        aria-disabled={busy || undefined}
        onClick={() => !busy && onPublish()}
      >
        Publish changes
      </button>
    </div>
  );
}
