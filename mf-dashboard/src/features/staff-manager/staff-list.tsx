import { useId } from 'react';
import type { StaffAccount } from '@clinic/contracts/entities/staff-account';
import { STAFF_ROLES, type StaffRole } from '@clinic/contracts/entities/staff-user';
import { formatClinicTimestamp } from '@clinic/contracts/dates/clinic-time';
import { useAppSelector } from '@clinic/browser-kit/store/hooks';
import { DataTableHead } from '../../components/data-table-head';
import { ListStatus } from '../../components/list-status';
import { RowActionButton } from '../../components/row-action-button';
import { roleLabel, useChangeStaffMutation, useGetStaffQuery } from './staff-accounts-api';

const NO_ACCOUNTS: StaffAccount[] = [];

/** Every account: its role (changed in place) and a button to deactivate or reactivate it. */
export function StaffList() {
  const headingId = useId();
  const me = useAppSelector((state) => state.user?.user?._id);
  const { data: accounts = NO_ACCOUNTS, isLoading, isError } = useGetStaffQuery();
  const [change, changing] = useChangeStaffMutation();

  return (
    <section className="staff-page__section" aria-labelledby={headingId}>
      <h2 id={headingId}>Staff accounts</h2>
      <ListStatus
        failedText={
          isError &&
          !isLoading &&
          accounts.length === 0 &&
          'The staff accounts could not be loaded. Please try again.'
        }
        loading={isLoading}
        empty={accounts.length === 0}
        loadingText="Loading staff..."
        emptyText="No staff accounts found"
      >
        <table className="dash-table" aria-labelledby={headingId}>
          <DataTableHead columns={['Name', 'E-mail', 'Role', 'Since']} />
          <tbody>
            {accounts.map((account, index) => {
              const who = account.name || account.email;
              return (
                <tr key={account._id} className={account.active ? undefined : 'staff-page__off'}>
                  <td data-label="#">{index + 1}</td>
                  <td data-label="Name">
                    {account.name}
                    {account._id === me && <strong> (you)</strong>}
                    {!account.active && <em> (deactivated)</em>}
                  </td>
                  <td data-label="E-mail">{account.email}</td>
                  <td data-label="Role">
                    <select
                      aria-label={`Role of ${who}`}
                      value={account.role}
                      disabled={changing.isLoading}
                      onChange={(event) =>
                        void change({ account, role: event.target.value as StaffRole })
                      }
                    >
                      {STAFF_ROLES.map((role) => (
                        <option key={role} value={role}>
                          {roleLabel(role)}
                        </option>
                      ))}
                    </select>
                  </td>
                  <td data-label="Since">{formatClinicTimestamp(account.createdAt)}</td>
                  <td data-label="Actions" className="dash-table__actions">
                    <RowActionButton
                      label={account.active ? 'Deactivate' : 'Reactivate'}
                      what={who}
                      disabled={changing.isLoading}
                      onClick={() => void change({ account, active: !account.active })}
                    />
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </ListStatus>
    </section>
  );
}
