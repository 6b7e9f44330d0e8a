import { screen, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { StaffSession } from '@clinic/contracts/entities/staff-session';
import { injectRemoteStore } from '@clinic/browser-kit/store/root-reducer';
import { dashboardStore } from '../../store/dashboard-store';
import { pageProps } from '../../testing/page-props';
import { renderSettled } from '../../testing/render-settled';
import { callsOf, stubFetch } from '../../testing/stub-fetch';
import AccountPage from './account-page';

const fetchMock = stubFetch();
const session = (id: string, device: string, current = false): StaffSession => ({
  id,
  device,
  createdAt: '2026-11-25T08:00:00.000Z',
  lastSeenAt: '2026-11-25T09:30:00.000Z',
  current,
});
let sessions: StaffSession[] = [];

beforeAll(() => injectRemoteStore(dashboardStore));
beforeEach(() => {
  localStorage.setItem('Bearer', 'staff-token');
  sessions = [
    session('here', 'Chrome on Windows', true),
    session('phone', 'Firefox on Android'),
    session('home', 'Safari on macOS'),
  ];
  fetchMock.mockImplementation(async (input, init) => {
    const key = `${init?.method ?? 'GET'} ${String(input)}`;
    if (key === 'GET /api/v1/sessions') return Response.json({ data: sessions });
    if (key === 'DELETE /api/v1/sessions/phone') {
      sessions = sessions.filter((entry) => entry.id !== 'phone');
      return Response.json({ message: 'Session signed out' });
    }
    if (key === 'POST /api/v1/sessions/sign-out-others') {
      sessions = sessions.filter((entry) => entry.current);
      return Response.json({ message: 'Other sessions signed out' });
    }
    if (key === 'PUT /api/v1/account/password') {
      const body = JSON.parse(String(init!.body)) as { currentPassword: string };
      if (body.currentPassword !== 'the old password')
        return Response.json({ message: 'The current password is not correct' }, { status: 400 });
      sessions = sessions.filter((entry) => entry.current);
      return Response.json({ message: 'Password changed' });
    }
    return Response.json({ message: `unexpected ${key}` }, { status: 500 });
  });
});

const renderPage = () => renderSettled(<AccountPage {...pageProps('account')} />);
const devices = () =>
  within(screen.getByRole('table', { name: 'Your sessions' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[1]?.textContent);

describe('Account page: sessions', () => {
  it('lists each browser with when it signed in and was last active, marking this one', async () => {
    await renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Account' })).toBeInTheDocument();
    expect(devices()).toEqual([
      'Chrome on Windows (this browser)',
      'Firefox on Android',
      'Safari on macOS',
    ]);
    // This browser is signed out with Logout, not from the list.
    expect(screen.getAllByRole('button', { name: /^Sign out .*, last active/ })).toHaveLength(2);
  });

  it('signs out one session by a button that names it, then all the others', async () => {
    const { user, store } = await renderPage();
    await user.click(
      screen.getByRole('button', { name: /^Sign out Firefox on Android, last active/ }),
    );
    expect(devices()).toEqual(['Chrome on Windows (this browser)', 'Safari on macOS']);
    expect(store.getState().toasts?.toasts.at(-1)).toMatchObject({
      message: 'Signed out Firefox on Android',
    });
    const all = screen.getByRole('button', { name: 'Sign out all other sessions' });
    await user.click(all);
    expect(devices()).toEqual(['Chrome on Windows (this browser)']);
    expect(all).toBeDisabled();
    expect(callsOf(fetchMock).filter(([method]) => method !== 'GET')).toEqual([
      ['DELETE', '/api/v1/sessions/phone', 'Bearer staff-token'],
      ['POST', '/api/v1/sessions/sign-out-others', 'Bearer staff-token'],
    ]);
  });
});

describe('Account page: change password', () => {
  it('checks the rules before sending, naming the field at fault', async () => {
    const { user } = await renderPage();
    await user.type(screen.getByLabelText('Current password'), 'the old password');
    await user.type(screen.getByLabelText('New password'), 'short');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(screen.getByLabelText('New password')).toHaveAccessibleDescription(
      'At least 12 characters. Your other sessions will be signed out. The new password must be at least 12 characters',
    );
    expect(screen.getByLabelText('New password')).toHaveAttribute('aria-invalid', 'true');
    expect(callsOf(fetchMock).some(([method]) => method === 'PUT')).toBe(false);
  });

  it("shows the server's refusal under the current password and keeps what was typed", async () => {
    const { user } = await renderPage();
    await user.type(screen.getByLabelText('Current password'), 'a wrong guess');
    await user.type(screen.getByLabelText('New password'), 'a brand new password');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(screen.getByLabelText('Current password')).toHaveAccessibleDescription(
      'The current password is not correct',
    );
    expect(screen.getByLabelText('New password')).toHaveValue('a brand new password');
  });

  it('on success empties the form, says so, and lists only this browser', async () => {
    const { user, store } = await renderPage();
    await user.type(screen.getByLabelText('Current password'), 'the old password');
    await user.type(screen.getByLabelText('New password'), 'a brand new password');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(screen.getByLabelText('Current password')).toHaveValue('');
    expect(screen.getByLabelText('New password')).toHaveValue('');
    expect(store.getState().toasts?.toasts.at(-1)).toMatchObject({
      kind: 'success',
      message: 'Password changed. Your other sessions have been signed out.',
    });
    expect(devices()).toEqual(['Chrome on Windows (this browser)']);
  });

  it('each password has its own Show toggle', async () => {
    await renderPage();
    expect(screen.getByRole('button', { name: 'Show current password' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show new password' })).toBeInTheDocument();
  });
});
