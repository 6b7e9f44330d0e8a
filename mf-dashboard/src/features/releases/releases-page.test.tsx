import { screen, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { MedicalReviewDue } from '@clinic/contracts/entities/medical-review';
import type { ReleaseCandidate } from '@clinic/contracts/releases/release-candidate';
import { injectRemoteStore } from '@clinic/browser-kit/store/root-reducer';
import { dashboardStore } from '../../store/dashboard-store';
import { pageProps } from '../../testing/page-props';
import { renderSettled } from '../../testing/render-settled';
import { stubFetch } from '../../testing/stub-fetch';
import { Toaster } from '../toasts/toaster';
import ReleasesPage from './releases-page';

const fetchMock = stubFetch();
const candidate = (id: string, change: Partial<ReleaseCandidate> = {}): ReleaseCandidate => ({
  app: 'mf-blog',
  id,
  commit: 'abc1234',
  releasedBy: 'ci@blog.team',
  token: 'blog team CI',
  createdAt: '2026-11-27T08:00:00.000Z',
  expiresAt: '2026-12-04T08:00:00.000Z',
  state: 'candidate',
  needsApproval: true,
  gate: { passed: true, at: '2026-11-27T08:00:00.000Z' },
  changedPages: ['/blogs'],
  medicalPages: [],
  previewUrl: `http://localhost/release-preview/${id}`,
  decision: null,
  ...change,
});
let releases: ReleaseCandidate[] = [];
let due: MedicalReviewDue[] = [];
let approval: { status: number; message: string } = { status: 200, message: '' };
const owner = {
  user: {
    user: { _id: 'o1', email: 'owner@clinic.test', role: 'owner' as const, medicalReviewer: false },
    isAuthenticated: true,
    loading: false,
    error: null,
  },
};

beforeAll(() => injectRemoteStore(dashboardStore));
beforeEach(() => {
  localStorage.setItem('Bearer', 'owner-token');
  releases = [candidate('0123456789ab')];
  due = [];
  approval = { status: 200, message: 'mf-blog 0123456789ab is live.' };
  fetchMock.mockImplementation(async (input, init) => {
    const key = `${init?.method ?? 'GET'} ${String(input)}`;
    if (key === 'GET /api/v1/releases/candidates') return Response.json({ data: releases });
    if (key === 'GET /api/v1/medical-reviews/due?days=30') return Response.json({ data: due });
    if (key === 'DELETE /api/v1/releases/mf-blog/0123456789ab/preview') {
      releases = releases.map((release) => ({ ...release, previewUrl: null }));
      return Response.json({ message: 'The preview of mf-blog 0123456789ab has ended.' });
    }
    if (key.startsWith('POST /api/v1/releases/mf-blog/'))
      return Response.json({ message: approval.message }, { status: approval.status });
    return Response.json({ message: `unexpected ${key}` }, { status: 500 });
  });
});

const approvals = () =>
  fetchMock.mock.calls
    .filter(([url, init]) => init?.method === 'POST' && String(url).endsWith('/approval'))
    .map(([url, init]) => [String(url), JSON.parse(String(init!.body)) as unknown]);

const renderPage = () =>
  renderSettled(
    <>
      <ReleasesPage {...pageProps('releases')} />
      <Toaster />
    </>,
    { preloadedState: owner },
  );

describe('Releases page (issue 44)', () => {
  it('lists a waiting candidate with its token, gate, changed pages, preview and expiry', async () => {
    releases.push(
      candidate('fedcba987654', {
        state: 'declined',
        previewUrl: null,
        decision: { by: 'Dr Test', at: '2026-11-27T09:00:00.000Z', reason: 'Not this week' },
      }),
    );
    await renderPage();
    const waiting = await screen.findByRole('table', { name: 'Waiting for a decision' });
    const row = within(waiting).getAllByRole('row')[1]!;
    expect(row).toHaveTextContent('mf-blog 0123456789ab');
    expect(row).toHaveTextContent('commit abc1234');
    expect(row).toHaveTextContent('ci@blog.team, deploy token “blog team CI”');
    expect(row).toHaveTextContent('Passed');
    expect(row).toHaveTextContent('/blogs');
    const preview = within(row).getByRole('link', { name: /Open the preview/ });
    expect(preview).toHaveAttribute('href', 'http://localhost/release-preview/0123456789ab');
    expect(preview).toHaveAttribute('target', '_blank');
    const decided = screen.getByRole('table', { name: 'Decided and expired' });
    expect(decided).toHaveTextContent('Declined');
    expect(decided).toHaveTextContent('Not this week');
    expect(screen.getByText('No medical review is due in the next 30 days')).toBeInTheDocument();
  });

  it('says so when no release is waiting', async () => {
    releases = [];
    await renderPage();
    expect(await screen.findByText('No releases are waiting')).toBeInTheDocument();
  });

  it('approves after a confirmation and announces the answer', async () => {
    const { user } = await renderPage();
    await user.click(await screen.findByRole('button', { name: 'Approve mf-blog 0123456789ab' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Approve mf-blog 0123456789ab' });
    expect(approvals()).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('mf-blog 0123456789ab is live.')).toBeInTheDocument();
    expect(approvals()).toEqual([
      ['/api/v1/releases/mf-blog/0123456789ab/approval', { decision: 'approve' }],
    ]);
  });

  it('declines with a reason asked in a dialog that Escape closes, returning the focus', async () => {
    approval.message = 'mf-blog 0123456789ab declined.';
    const { user } = await renderPage();
    const decline = await screen.findByRole('button', { name: 'Decline mf-blog 0123456789ab' });
    await user.click(decline);
    expect(screen.getByRole('dialog', { name: 'Decline mf-blog 0123456789ab' })).toBeVisible();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(decline).toHaveFocus();

    await user.click(decline);
    await user.click(screen.getByRole('button', { name: 'Decline' }));
    expect(screen.getByText('Say why it is declined')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Reason'), 'Not this week');
    await user.click(screen.getByRole('button', { name: 'Decline' }));
    expect(await screen.findByText('mf-blog 0123456789ab declined.')).toBeInTheDocument();
    expect(approvals()).toEqual([
      [
        '/api/v1/releases/mf-blog/0123456789ab/approval',
        { decision: 'decline', reason: 'Not this week' },
      ],
    ]);
  });

  it('shows a refusal (an owner approving medical text) in its own words', async () => {
    const refusal =
      'mf-blog 0123456789ab changes the text of 1 medical page(s): only a medical reviewer can approve it';
    releases = [
      candidate('0123456789ab', { medicalPages: [{ path: '/asthma', textHash: 'a'.repeat(64) }] }),
    ];
    approval = { status: 403, message: refusal };
    const { user } = await renderPage();
    expect(
      await screen.findByText(/medical text: a medical reviewer approves/),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Approve mf-blog 0123456789ab' }));
    await user.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Approve' }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(refusal);
  });

  it('ends a preview: the link is gone and the end is announced', async () => {
    const { user } = await renderPage();
    await user.click(
      await screen.findByRole('button', { name: 'End preview mf-blog 0123456789ab' }),
    );
    expect(
      await screen.findByText('The preview of mf-blog 0123456789ab has ended.'),
    ).toBeInTheDocument();
    expect(await screen.findByText('Ended')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Open the preview/ })).toBeNull();
  });

  it('offers End preview to owners only (the API keeps it theirs)', async () => {
    await renderSettled(<ReleasesPage {...pageProps('releases')} />, {
      preloadedState: {
        user: {
          ...owner.user,
          user: { ...owner.user.user, role: 'editor', medicalReviewer: true },
        },
      },
    });
    expect(
      await screen.findByRole('button', { name: 'Approve mf-blog 0123456789ab' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /End preview/ })).toBeNull();
  });

  it('lists the medical reviews falling due', async () => {
    due = [
      {
        path: '/asthma',
        textHash: 'a'.repeat(64),
        reviewer: 'Dr Test',
        reviewedOn: '2025-12-10',
        nextReviewDue: '2026-12-10',
      },
    ];
    await renderPage();
    const table = await screen.findByRole('table', { name: 'Reviews due' });
    expect(table).toHaveTextContent('/asthma');
    expect(table).toHaveTextContent('2026-12-10');
  });

  it('says the list could not be loaded when the server fails', async () => {
    fetchMock.mockImplementation(async () => Response.json({ message: 'down' }, { status: 500 }));
    await renderPage();
    expect(
      await screen.findByText('The releases could not be loaded. Please try again.'),
    ).toBeInTheDocument();
  });
});
