import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { beforeAll, describe, expect, it } from 'vitest';
import type { RootState } from '@clinic/browser-kit/store/make-store';
import { injectRemoteStore } from '@clinic/browser-kit/store/root-reducer';
import { dashboardStore } from '../../store/dashboard-store';
import { renderSettled } from '../../testing/render-settled';
import { stubFetch } from '../../testing/stub-fetch';
import { RequireStaff } from './require-staff';

const fetchMock = stubFetch();

beforeAll(() => injectRemoteStore(dashboardStore));

async function renderDashboard(preloadedState?: Partial<RootState>) {
  return renderSettled(
    <Routes>
      <Route path="/signin" element={<h1>Staff sign in</h1>} />
      <Route
        path="/dashboard"
        element={
          <RequireStaff>
            <h1>Welcome</h1>
          </RequireStaff>
        }
      />
    </Routes>,
    { route: '/dashboard', preloadedState },
  );
}

describe('RequireStaff (product §2 protection)', () => {
  it('sends a visitor without a token to /signin without asking the server', async () => {
    await renderDashboard();
    expect(await screen.findByRole('heading', { name: 'Staff sign in' })).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the page once the server confirms the stored token', async () => {
    localStorage.setItem('Bearer', 'live-token');
    fetchMock.mockImplementation(async () =>
      Response.json({ data: { _id: 'u1', email: 'staff@clinic.test' } }),
    );
    const { store } = await renderDashboard();
    expect(await screen.findByRole('heading', { name: 'Welcome' })).toBeInTheDocument();
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/v1/session');
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer live-token');
    expect(store.getState().user).toMatchObject({
      isAuthenticated: true,
      user: { email: 'staff@clinic.test' },
    });
  });

  it('forgets an expired token and goes to /signin', async () => {
    localStorage.setItem('Bearer', 'old-token');
    fetchMock.mockImplementation(async () =>
      Response.json(
        { message: 'Your session has expired. Please sign in again.' },
        { status: 401 },
      ),
    );
    await renderDashboard();
    expect(await screen.findByRole('heading', { name: 'Staff sign in' })).toBeInTheDocument();
    expect(localStorage.getItem('Bearer')).toBeNull();
  });

  it('goes to /signin when the token has gone from this browser (signed out in another tab)', async () => {
    const { store } = await renderDashboard({
      user: { user: null, isAuthenticated: true, loading: false, error: null },
    });
    expect(await screen.findByRole('heading', { name: 'Staff sign in' })).toBeInTheDocument();
    expect(store.getState().user?.isAuthenticated).toBe(false);
  });

  it('shows nothing while the check is under way', async () => {
    localStorage.setItem('Bearer', 'slow-token');
    fetchMock.mockImplementation(() => new Promise(() => undefined));
    const { container } = await renderDashboard();
    expect(container).toBeEmptyDOMElement();
  });
});
