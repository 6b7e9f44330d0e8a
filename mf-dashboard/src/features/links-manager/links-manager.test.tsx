import { act, screen, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { SocialLink } from '@clinic/contracts/entities/link';
import { injectRemoteStore } from '@clinic/browser-kit/store/root-reducer';
import { dashboardStore } from '../../store/dashboard-store';
import { staffApiStore } from '../../testing/staff-api-store';
import { renderSettled } from '../../testing/render-settled';
import { stubFetch } from '../../testing/stub-fetch';
import { linksApi } from './links-api';
import { LinksManager } from './links-manager';

const fetchMock = stubFetch();
const link = (id: string, category: SocialLink['category']): SocialLink => ({
  _id: id,
  category,
  url: `https://example.com/${id}`,
  createdAt: '2026-11-22T10:00:00.000Z',
});
let server: SocialLink[] = [];

beforeAll(() => injectRemoteStore(dashboardStore));
beforeEach(() => {
  localStorage.setItem('Bearer', 'staff-token');
  server = [link('y1', 'homeyoutube'), link('i1', 'mediainsta'), link('y0', 'homeyoutube')];
  fetchMock.mockImplementation(async (input, init) => {
    const method = init?.method ?? 'GET';
    if (method === 'GET') return Response.json({ data: server });
    if (method === 'POST') {
      const created = {
        _id: 'new',
        createdAt: '2026-11-23T10:00:00.000Z',
        ...JSON.parse(String(init!.body)),
      };
      server = [created, ...server];
      return Response.json({ data: { data: created } }, { status: 201 });
    }
    const id = String(input).split('/').pop();
    server = server.filter((entry) => entry._id !== id);
    return Response.json({ message: 'Link deleted' });
  });
});

const renderManager = () => renderSettled(<LinksManager title="Social Links" />);
const groupUrls = (label: string) =>
  within(screen.getByRole('region', { name: label }))
    .getAllByRole('link')
    .map((anchor) => anchor.getAttribute('href'));

describe('Links manager (product §2 Links, §4 transitions)', () => {
  it('groups the links by category in tables, keeping the newest first, each opening in a new tab', async () => {
    await renderManager();
    expect(groupUrls('Home Page Trending YouTube')).toEqual([
      'https://example.com/y1',
      'https://example.com/y0',
    ]);
    const table = within(
      screen.getByRole('region', { name: 'Media Page Instagram Links' }),
    ).getByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['#', 'URL', 'Actions']);
    expect(within(table).getByRole('link')).toHaveAttribute('target', '_blank');
  });

  it('filters the groups by category label, and says "No links found" when none is left', async () => {
    const { user } = await renderManager();
    const search = screen.getByRole('searchbox', { name: 'Search by category' });
    await user.type(search, 'instagram');
    expect(
      screen.queryByRole('region', { name: 'Home Page Trending YouTube' }),
    ).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Media Page Instagram Links' })).toBeInTheDocument();
    await user.type(search, ' stories');
    expect(screen.getByText('No links found')).toBeInTheDocument();
  });

  it('adds a link with the token, shows it first, refetches the list and says so', async () => {
    const { user, store } = await renderManager();
    await user.click(screen.getByRole('button', { name: 'Add Link' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Link' });
    await user.selectOptions(
      within(dialog).getByRole('combobox', { name: 'Category' }),
      'homeyoutube',
    );
    await user.type(within(dialog).getByRole('textbox', { name: 'URL' }), 'https://youtu.be/new');
    await user.click(within(dialog).getByRole('button', { name: 'Save Link' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(groupUrls('Home Page Trending YouTube')[0]).toBe('https://youtu.be/new');
    const [, post] = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST')!;
    expect(new Headers(post?.headers).get('Authorization')).toBe('Bearer staff-token');
    expect(
      fetchMock.mock.calls.filter(([, init]) => (init?.method ?? 'GET') === 'GET'),
    ).toHaveLength(2);
    expect(store.getState().toasts?.toasts).toEqual([
      expect.objectContaining({ kind: 'success', message: 'Link added' }),
    ]);
  });

  it('deletes a link only after "Confirm Delete", then refetches', async () => {
    const { user } = await renderManager();
    await user.click(screen.getByRole('button', { name: 'Delete https://example.com/i1' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Confirm Delete' });
    expect(confirm).toHaveAccessibleDescription('Are you sure you want to delete this link?');
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Delete https://example.com/i1' }));
    await user.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }),
    );
    expect(
      screen.queryByRole('region', { name: 'Media Page Instagram Links' }),
    ).not.toBeInTheDocument();
    const [url, init] = fetchMock.mock.calls.find(([, call]) => call?.method === 'DELETE')!;
    expect(String(url)).toBe('/api/v1/social-links/i1');
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer staff-token');
  });

  it('a refused token (401) forgets it and signs the user out, with no toast', async () => {
    const { store, user } = await renderManager();
    fetchMock.mockImplementation(async () =>
      Response.json({ message: 'Your session has expired' }, { status: 401 }),
    );
    await user.click(screen.getByRole('button', { name: 'Delete https://example.com/i1' }));
    await user.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }),
    );
    expect(localStorage.getItem('Bearer')).toBeNull();
    expect(store.getState().user).toMatchObject({
      isAuthenticated: false,
      error: 'Your session has expired',
    });
    expect(store.getState().toasts?.toasts).toEqual([]);
  });

  it("shows the server's message, or the spec's fallback, in a failure toast", async () => {
    fetchMock.mockImplementation(async (_input, init) =>
      init?.method === 'DELETE'
        ? new Response('', { status: 500 })
        : Response.json({ message: 'The database is unavailable' }, { status: 503 }),
    );
    const { store, user } = await renderManager();
    expect(linksApi.endpoints.getLinks.select()(staffApiStore(store).getState())).toMatchObject({
      isLoading: false,
      error: { message: 'The database is unavailable' },
    });
    expect(screen.getByText('No links found')).toBeInTheDocument();
    await act(() =>
      staffApiStore(store).dispatch(
        linksApi.util.upsertQueryData('getLinks', undefined, [link('a', 'homeinsta')]),
      ),
    );
    await user.click(await screen.findByRole('button', { name: 'Delete https://example.com/a' }));
    await user.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }),
    );
    expect(store.getState().toasts?.toasts.map((toast) => toast.message)).toEqual([
      'The database is unavailable',
      'Failed to delete link',
    ]);
  });
});
