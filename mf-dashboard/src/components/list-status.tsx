import type { ReactNode } from 'react';
import './dashboard-ui.scss';

interface Props {
  /** Loading with nothing to show yet: `loadingText` (product §2: `Loading forms...`). */
  loading: boolean;
  /** Nothing (left) to show: `emptyText` (`No links found`). */
  empty: boolean;
  loadingText: string;
  emptyText: string;
  children: ReactNode;
}

/** A list's loading and empty notes, else the list. */
export function ListStatus({ loading, empty, loadingText, emptyText, children }: Props) {
  if (loading)
    return (
      <p className="dash-note" role="status">
        {loadingText}
      </p>
    );
  if (empty) return <p className="dash-note">{emptyText}</p>;
  return children;
}
