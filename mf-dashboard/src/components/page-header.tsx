import type { ReactNode } from 'react';
import './dashboard-ui.scss';

/** A dashboard page's heading row: its H1 and the page's main action (`Add Link`, `Export CSV`). */
export function PageHeader({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="dash-page-header">
      <h1>{title}</h1>
      {children}
    </div>
  );
}
