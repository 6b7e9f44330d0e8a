import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { StaffAccount } from '@clinic/contracts/entities/staff-account';
import { injectRemoteStore } from '@clinic/browser-kit/store/root-reducer';
import { dashboardStore } from '../../store/dashboard-store';
import { pageProps } from '../../testing/page-props';
import { renderSettled } from '../../testing/render-settled';
import { callsOf, stubFetch } from '../../testing/stub-fetch';
import StaffPage from './staff-page';

const fetchMock = stubFetch();
const account = (id: string, name: string, role: StaffAccount['role']): StaffAccount => ({
  _id: id,
  email: `${id}@clinic.test`,
  name,
  role,
  medicalReviewer: false,
  active: true,
  createdAt: '2026-11-25T08:00:00.000Z',
});
let accounts: StaffAccount[] = [];

beforeAll(() => injectRemoteStore(dashboardStore));
beforeEach(() => {
  localStorage.setItem('Bearer', 'owner-token');
  accounts = [account('doctor', 'Dr Test', 'owner'), account('asha', 'Asha', 'editor')];
  fetchMock.mockImplementation(async (input, init) => {
    const key = `${init?.method ?? 'GET'} ${String(input)}`;
    if (key === 'GET /api/v1/staff') return Response.json({ data: accounts });
    if (key === 'POST /api/v1/staff/invites')
      return Response.json({ url: 'http://localhost/staff-invite/tok' }, { status: 201 });
    if (key === 'PATCH /api/v1/staff/asha') {
      const change = JSON.parse(String(init!.body)) as Partial<StaffAccount>;
      accounts = accounts.map((row) => (row._id === 'asha' ? { ...row, ...change } : row));
      return Response.json({ data: accounts[1] });
    }
    return Response.json({ message: `unexpected ${key}` }, { status: 500 });
  });
});

describe('Staff page (issue 43)', () => {
  it('invites an e-mail in a role and shows the link once', async () => {
    await renderSettled(<StaffPage {...pageProps('staff')} />);
    await userEvent.type(screen.getByLabelText('E-mail'), 'new@clinic.test');
    await userEvent.selectOptions(screen.getByLabelText('Role'), 'Front desk');
    await userEvent.click(screen.getByRole('button', { name: 'Invite' }));
    expect(await screen.findByLabelText('Invitation link')).toHaveValue(
      'http://localhost/staff-invite/tok',
    );
    const invite = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/staff/invites'));
    expect(JSON.parse(String(invite![1]!.body))).toEqual({
      email: 'new@clinic.test',
      role: 'front-desk',
    });
  });

  it('lists the accounts, changes a role and deactivates', async () => {
    await renderSettled(<StaffPage {...pageProps('staff')} />);
    const table = await screen.findByRole('table', { name: 'Staff accounts' });
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    await userEvent.selectOptions(screen.getByLabelText('Role of Asha'), 'Front desk');
    await userEvent.click(screen.getByRole('button', { name: 'Deactivate Asha' }));
    expect(await screen.findByRole('button', { name: 'Reactivate Asha' })).toBeInTheDocument();
    expect(callsOf(fetchMock).filter(([method]) => method === 'PATCH')).toHaveLength(2);
    expect(accounts[1]).toMatchObject({ role: 'front-desk', active: false });
  });
});
