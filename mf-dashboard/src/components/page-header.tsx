import type { ReactNode } from 'react';
import './dashboard-ui.scss';

interface Props {
  title: string;
  /** A line under the heading (product §2's Blogs page: `Manage all blogs`). */
  lead?: string;
  /** The page's main action. */
  children?: ReactNode;
}

/** A dashboard page's heading row: its H1 and the page's main action (`Add Link`, `Export CSV`). */
export function PageHeader({ title, lead, children }: Props) {
  const heading = <h1>{title}</h1>;
  return (
    <div className="dash-page-header">
      {lead ? (
        <div>
          {heading}
          <p className="dash-page-header__lead">{lead}</p>
        </div>
      ) : (
        heading
      )}
      {children}
    </div>
  );
}
