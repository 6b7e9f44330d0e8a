import type { PageProps } from '@clinic/contracts/federation/remote-contract';
import { PageHeader } from '../../components/page-header';
import { ChangePasswordForm } from './change-password-form';
import { SessionsList } from './sessions-list';
import '../../components/button.scss';
import '../../components/dashboard-ui.scss';
import '../../components/data-table.scss';
import './account-page.scss';

/** The staff member's own account: their password, and the browsers signed in as them. */
export default function AccountPage({ page }: PageProps) {
  return (
    <main id="main" className="dashboard-page account-page" tabIndex={-1}>
      <PageHeader title={page.title} />
      <ChangePasswordForm />
      <SessionsList />
    </main>
  );
}
