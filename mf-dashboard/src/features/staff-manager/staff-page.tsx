import type { PageProps } from '@clinic/contracts/federation/remote-contract';
import { PageHeader } from '../../components/page-header';
import { InviteForm } from './invite-form';
import { StaffList } from './staff-list';
import '../../components/button.scss';
import '../../components/dashboard-ui.scss';
import '../../components/data-table.scss';
import './staff-page.scss';

/** The owner's Staff page (issue 43): invite a person in a role, change roles, deactivate. */
export default function StaffPage({ page }: PageProps) {
  return (
    <main id="main" className="dashboard-page staff-page" tabIndex={-1}>
      <PageHeader title={page.title} />
      <InviteForm />
      <StaffList />
    </main>
  );
}
