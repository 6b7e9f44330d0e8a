import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { beforeAll, describe, expect, it } from 'vitest';
import type { StaffRole } from '@clinic/contracts/entities/staff-user';
import { injectRemoteStore } from '@clinic/browser-kit/store/root-reducer';
import { dashboardStore } from '../../store/dashboard-store';
import { pageProps } from '../../testing/page-props';
import { renderSettled } from '../../testing/render-settled';
import { callsOf, stubFetch } from '../../testing/stub-fetch';
import { DashboardSidebar } from './dashboard-sidebar';
import { PageForRole } from './page-for-role';

const fetchMock = stubFetch();
beforeAll(() => injectRemoteStore(dashboardStore));

const signedInAs = (role: StaffRole, medicalReviewer = false) => ({
  user: {
    user: { _id: 'u1', email: 'staff@clinic.test', name: 'Asha', role, medicalReviewer },
    isAuthenticated: true,
    loading: false,
    error: null,
  },
});

async function renderSidebar(role: StaffRole, medicalReviewer = false) {
  localStorage.setItem('Bearer', 'live-token');
  fetchMock.mockImplementation(async () => Response.json({ count: 2 }));
  await renderSettled(
    <DashboardSidebar id="nav" open={false} signingOut={false} onLogout={() => undefined} />,
    { route: '/dashboard', preloadedState: signedInAs(role, medicalReviewer) },
  );
  const nav = screen.getByRole('navigation', { name: 'Dashboard' });
  return within(nav)
    .getAllByRole('link')
    .map((link) => link.textContent);
}

describe('the dashboard by role (issue 43)', () => {
  it('builds the sidebar from the page manifest, for the member’s role', async () => {
    expect(await renderSidebar('front-desk')).toEqual(['Dashboard', 'Forms2', 'Account']);
  });

  it('offers an editor blogs and links, never the enquiries, and does not poll their badge', async () => {
    expect(await renderSidebar('editor')).toEqual(['Dashboard', 'Blogs', 'Links', 'Account']);
    expect(callsOf(fetchMock).map(([, url]) => url)).not.toContain('/api/v1/forms/new-count');
  });

  it('gives the owner every page, Staff, Audit and Releases included', async () => {
    expect(await renderSidebar('owner')).toEqual([
      'Dashboard',
      'Blogs',
      'Links',
      'Forms2',
      'Staff',
      'Audit',
      'Releases',
      'Account',
    ]);
  });

  it('adds Releases for a medical reviewer whatever their role (issue 44)', async () => {
    expect(await renderSidebar('editor', true)).toEqual([
      'Dashboard',
      'Blogs',
      'Links',
      'Releases',
      'Account',
    ]);
  });

  it('refuses a direct visit outside the role politely, without showing the page', async () => {
    await renderSettled(
      <Routes>
        <Route
          path="/dashboard/Blogs"
          element={
            <PageForRole pageKey={pageProps('blogs').page.key}>
              <h1>Blog List</h1>
            </PageForRole>
          }
        />
      </Routes>,
      { route: '/dashboard/Blogs', preloadedState: signedInAs('front-desk') },
    );
    expect(
      screen.getByRole('heading', { level: 1, name: 'This page is not part of your role' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Blog List' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to the dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
  });
});
