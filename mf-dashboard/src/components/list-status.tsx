import type { ReactNode } from 'react';
import './dashboard-ui.scss';

interface Props {
  /** Loading with nothing to show yet: `loadingText` (product §2: `Loading forms...`). */
  loading: boolean;
  /** Nothing (left) to show: `emptyText` (`No links found`). */
  empty: boolean;
  loadingText: string;
  emptyText: string;
  /** The list could not be loaded: this text, read out at once (an alert), instead of it. */
  failedText?: string | false;
  /** With `failedText`, a Try again button that asks for the list once more. */
  onRetry?: () => void;
  /** The empty note is read out when it appears (a search that finds nothing). */
  announceEmpty?: boolean;
  children: ReactNode;
}

/** A list's failure, loading and empty notes, else the list. */
export function ListStatus({
  loading,
  empty,
  loadingText,
  emptyText,
  failedText,
  onRetry,
  announceEmpty,
  children,
}: Props) {
  if (failedText)
    return (
      <div>
        <p className="dash-note" role="alert">
          {failedText}
        </p>
        {onRetry && (
          <button type="button" className="dash-button dash-button--secondary" onClick={onRetry}>
            Try again
          </button>
        )}
      </div>
    );
  if (loading)
    return (
      <p className="dash-note" role="status">
        {loadingText}
      </p>
    );
  if (empty)
    return (
      <p className="dash-note" role={announceEmpty ? 'status' : undefined}>
        {emptyText}
      </p>
    );
  return children;
}
