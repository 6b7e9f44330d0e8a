import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Blog } from '@clinic/contracts/entities/blog';
import { injectRemoteStore } from '@clinic/browser-kit/store/root-reducer';
import { dashboardStore } from '../../store/dashboard-store';
import { staffApiStore } from '../../testing/staff-api-store';
import { renderWithProviders } from '@clinic/browser-kit/testing/render-with-providers';
import { blogsApi } from './blogs-api';
import { BlogsManager } from './blogs-manager';

const fetchMock = vi.fn<typeof fetch>();

beforeAll(() => injectRemoteStore(dashboardStore));
beforeEach(() => {
  localStorage.setItem('Bearer', 'staff-token');
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
  localStorage.clear();
});

const blog = (id: string, overrides: Partial<Blog> = {}): Blog => ({
  _id: id,
  title: `Blog ${id}`,
  subTitle: `About ${id}`,
  status: 'draft',
  image: null,
  content: [],
  createdAt: '2026-11-22T20:00:00.000Z',
  ...overrides,
});

/** A tiny fake of the blog endpoints: a list, and the answers the test wants for the rest. */
function serve(list: Blog[], answers: Record<string, () => Response> = {}) {
  fetchMock.mockImplementation(async (input, init) => {
    const key = `${init?.method ?? 'GET'} ${String(input)}`;
    if (answers[key]) return answers[key]();
    if (key === 'GET /api/v1/blogs') return Response.json({ data: list });
    return Response.json({ message: `unexpected ${key}` }, { status: 500 });
  });
}

const calls = () =>
  fetchMock.mock.calls.map(([url, init]) => ({
    request: `${init?.method ?? 'GET'} ${String(url)}`,
    auth: new Headers(init?.headers).get('Authorization'),
    body: init?.body,
  }));

async function renderManager() {
  const user = userEvent.setup();
  const view = await act(async () => renderWithProviders(<BlogsManager title="Blog List" />));
  return { ...view, user };
}

const lastToast = (store: Awaited<ReturnType<typeof renderManager>>['store']) =>
  store.getState().toasts?.toasts.at(-1);

describe('BlogsManager list', () => {
  it('says Loading blogs... until the list arrives, with the bearer token', async () => {
    fetchMock.mockImplementation(() => new Promise(() => undefined));
    await renderManager();
    expect(screen.getByRole('status')).toHaveTextContent('Loading blogs...');
    expect(calls()).toEqual([
      { request: 'GET /api/v1/blogs', auth: 'Bearer staff-token', body: undefined },
    ]);
  });

  it('shows the columns of product §2, Created in clinic time, and filters by title', async () => {
    serve([blog('a', { title: 'Winter smog' }), blog('b', { title: 'Spring pollen' })]);
    const { user } = await renderManager();
    const headers = screen.getAllByRole('columnheader').map((cell) => cell.textContent);
    expect(headers).toEqual(['Title', 'Subtitle', 'Status', 'Created', 'Actions', 'View']);
    // 20:00 UTC is 01:30 the next day in Asia/Kolkata.
    expect(screen.getAllByText('2026-11-23 01:30')).toHaveLength(2);

    await user.type(screen.getByLabelText('Search blogs by title'), 'SMOG');
    expect(screen.getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual([
      'Winter smog',
    ]);
    await user.type(screen.getByLabelText('Search blogs by title'), ' nothing');
    expect(screen.getByRole('status')).toHaveTextContent('No blogs found');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('keeps a failed fetch out of the page and tells it in a toast (product §8)', async () => {
    serve([], { 'GET /api/v1/blogs': () => new Response('', { status: 500 }) });
    const { store } = await renderManager();
    expect(screen.getByRole('status')).toHaveTextContent('No blogs found');
    expect(screen.queryByText('Failed to fetch blogs')).not.toBeInTheDocument();
    expect(lastToast(store)).toEqual(
      expect.objectContaining({ kind: 'failure', message: 'Failed to fetch blogs' }),
    );
    expect(blogsApi.endpoints.getBlogs.select()(staffApiStore(store).getState())).toMatchObject({
      isLoading: false,
      error: { message: 'Failed to fetch blogs' },
    });
  });

  it('a refused token (401) on the list forgets it and signs the user out', async () => {
    serve([], {
      'GET /api/v1/blogs': () =>
        Response.json({ message: 'Your session has expired' }, { status: 401 }),
    });
    const { store } = await renderManager();
    expect(localStorage.getItem('Bearer')).toBeNull();
    expect(store.getState().user).toMatchObject({
      isAuthenticated: false,
      error: 'Your session has expired',
    });
  });

  it('View expands the row to show the image and every section', async () => {
    serve([
      blog('a', {
        image: { url: '/uploads/a.webp', width: 800, height: 450 },
        content: [
          { sectionTitle: 'Causes', paragraph: 'Smoke.', bulletPoints: ['Stubble burning'] },
          { sectionTitle: 'Care', paragraph: 'Masks.', bulletPoints: [] },
        ],
      }),
    ]);
    const { user } = await renderManager();
    const view = screen.getByRole('button', { name: 'View “Blog a”' });
    expect(view).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('heading', { name: 'Causes' })).not.toBeInTheDocument();
    await user.click(view);
    expect(view).toHaveAttribute('aria-expanded', 'true');
    const details = document.getElementById(view.getAttribute('aria-controls')!)!;
    expect(within(details).getByRole('img', { name: 'Image of “Blog a”' })).toHaveAttribute(
      'src',
      '/uploads/a.webp',
    );
    expect(within(details).getByRole('heading', { name: 'Causes' })).toBeInTheDocument();
    expect(within(details).getByText('Stubble burning')).toBeInTheDocument();
    expect(within(details).getByRole('heading', { name: 'Care' })).toBeInTheDocument();
    await user.click(view);
    expect(view).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('heading', { name: 'Causes' })).not.toBeInTheDocument();
  });
});

describe('BlogsManager actions', () => {
  it('the badge publishes a draft through PUT /blog/{id}/status and says so', async () => {
    serve([blog('a')], {
      'PUT /api/v1/blog/a/status': () =>
        Response.json({ data: blog('a', { status: 'published' }) }),
    });
    const { user, store } = await renderManager();
    await user.click(screen.getByRole('button', { name: 'Draft: publish “Blog a”' }));
    expect(
      await screen.findByRole('button', { name: 'Published: change “Blog a” to draft' }),
    ).toHaveClass('bm-badge--published');
    expect(calls().at(-1)).toEqual({
      request: 'PUT /api/v1/blog/a/status',
      auth: 'Bearer staff-token',
      body: '{"status":"published"}',
    });
    expect(lastToast(store)).toMatchObject({ kind: 'success', message: 'Blog published' });
  });

  it('the badge flips at once, before the server answers, and flips back when it refuses', async () => {
    let refuse: (answer: Response) => void = () => undefined;
    serve([blog('a')], {
      'PUT /api/v1/blog/a/status': () => new Promise<Response>((resolve) => (refuse = resolve)),
    } as unknown as Record<string, () => Response>);
    const { user, store } = await renderManager();
    await user.click(screen.getByRole('button', { name: 'Draft: publish “Blog a”' }));
    expect(screen.getByRole('button', { name: 'Published: change “Blog a” to draft' })).toHaveClass(
      'bm-badge--published',
    );
    await act(async () => refuse(Response.json({ message: 'Not allowed' }, { status: 409 })));
    expect(await screen.findByRole('button', { name: 'Draft: publish “Blog a”' })).toHaveClass(
      'bm-badge--draft',
    );
    expect(lastToast(store)).toMatchObject({ kind: 'failure', message: 'Not allowed' });
  });

  it('a failed status change keeps the badge and toasts the product §8 text', async () => {
    serve([blog('a', { status: 'published' })], {
      'PUT /api/v1/blog/a/status': () => new Response('', { status: 502 }),
    });
    const { user, store } = await renderManager();
    await user.click(screen.getByRole('button', { name: 'Published: change “Blog a” to draft' }));
    await vi.waitFor(() =>
      expect(lastToast(store)).toMatchObject({
        kind: 'failure',
        message: 'Failed to change blog status',
      }),
    );
    expect(screen.getByRole('button', { name: /^Published/ })).toBeInTheDocument();
    expect(screen.queryByText('Failed to change blog status')).not.toBeInTheDocument();
  });

  it('Delete asks first, then deletes with the token and fetches the list again', async () => {
    let list = [blog('a'), blog('b')];
    serve([], {
      'GET /api/v1/blogs': () => Response.json({ data: list }),
      'DELETE /api/v1/blog/a': () => {
        list = [blog('b')];
        return Response.json({ message: 'Blog deleted' });
      },
    });
    const { user, store } = await renderManager();
    await user.click(screen.getByRole('button', { name: 'Delete “Blog a”' }));
    const question = screen.getByRole('alertdialog', { name: 'Delete Blog' });
    expect(question).toHaveAccessibleDescription('Are you sure you want to delete “Blog a”?');

    await user.click(within(question).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(calls().map((call) => call.request)).toEqual(['GET /api/v1/blogs']);

    await user.click(screen.getByRole('button', { name: 'Delete “Blog a”' }));
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await vi.waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(calls().map((call) => call.request)).toEqual([
      'GET /api/v1/blogs',
      'DELETE /api/v1/blog/a',
      'GET /api/v1/blogs',
    ]);
    expect(calls()[1]!.auth).toBe('Bearer staff-token');
    expect(screen.getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual(['Blog b']);
    expect(lastToast(store)).toMatchObject({ kind: 'success', message: 'Blog deleted' });
    expect(screen.getByLabelText('Search blogs by title')).toHaveFocus();
  });

  it('Add Blog opens the modal with focus in Title, and focus returns when it closes', async () => {
    serve([]);
    const { user } = await renderManager();
    const add = screen.getByRole('button', { name: 'Add Blog' });
    await user.click(add);
    expect(screen.getByRole('dialog', { name: 'Add Blog' })).toBeInTheDocument();
    expect(screen.getByLabelText('Title')).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(add).toHaveFocus();
  });

  it('discarding unsaved changes closes both dialogs and gives the focus back to Add Blog', async () => {
    serve([]);
    const { user } = await renderManager();
    const add = screen.getByRole('button', { name: 'Add Blog' });
    await user.click(add);
    await user.type(screen.getByLabelText('Title'), 'Half a thought');
    await user.keyboard('{Escape}');
    const question = screen.getByRole('alertdialog', { name: 'Discard changes?' });
    await user.click(within(question).getByRole('button', { name: 'Discard changes' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(add).toHaveFocus();
  });

  it('offers back changes kept on this device after the editor closed without saving', async () => {
    localStorage.setItem(
      'clinic:blog-editor:new',
      JSON.stringify({
        values: {
          title: 'Typed before the session ended',
          subTitle: '',
          status: 'draft',
          sections: [{ sectionTitle: '', paragraph: 'Kept.', bulletPoints: [{ text: '' }] }],
          keptImage: null,
        },
        imageLeftOut: false,
        keptAt: '2026-11-25T10:00:00.000Z',
      }),
    );
    serve([blog('a')]);
    const { user } = await renderManager();
    expect(
      screen.getByText(
        'Unsaved changes to “Typed before the session ended” are kept on this device.',
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue editing' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Blog' });
    expect(within(dialog).getByLabelText('Title')).toHaveValue('Typed before the session ended');
    expect(within(dialog).getByLabelText('Paragraph')).toHaveValue('Kept.');
  });

  it('lists the blogs deleted in the last 30 days on request, and restores one', async () => {
    let list = [blog('a')];
    let deleted = [
      { ...blog('gone', { title: 'Old smog advice' }), deletedAt: '2026-11-24T10:00:00.000Z' },
    ];
    serve([], {
      'GET /api/v1/blogs': () => Response.json({ data: list }),
      'GET /api/v1/blogs/deleted': () => Response.json({ data: deleted }),
      'POST /api/v1/blog/gone/restore': () => {
        const [restored] = deleted;
        deleted = [];
        list = [restored!, ...list];
        return Response.json({ data: restored });
      },
    });
    const { user, store } = await renderManager();
    expect(calls().map((call) => call.request)).toEqual(['GET /api/v1/blogs']);
    await user.click(screen.getByRole('button', { name: 'Recently deleted' }));
    const section = await screen.findByRole('region', { name: 'Recently deleted' });
    await user.click(
      await within(section).findByRole('button', { name: 'Restore “Old smog advice”' }),
    );
    expect(await within(section).findByText('No deleted blogs')).toBeInTheDocument();
    expect(await screen.findByRole('rowheader', { name: 'Old smog advice' })).toBeInTheDocument();
    expect(lastToast(store)).toMatchObject({ kind: 'success', message: 'Blog restored' });
  });

  it('History lists the saves; one shows what differs from now and can be restored', async () => {
    let current = blog('a', { title: 'Smog now' });
    const revision = (id: string, title: string, savedAt: string) => ({
      _id: id,
      savedAt,
      savedBy: 'Dr Test',
      blog: { title, subTitle: current.subTitle, status: 'draft', content: [], description: '' },
    });
    serve([], {
      'GET /api/v1/blogs': () => Response.json({ data: [current] }),
      'GET /api/v1/blog/a/revisions': () =>
        Response.json({
          data: [
            revision('r2', 'Smog now', '2026-11-25T10:00:00.000Z'),
            revision('r1', 'Smog before', '2026-11-24T10:00:00.000Z'),
          ],
        }),
      'POST /api/v1/blog/a/revisions/r1/restore': () => {
        current = { ...current, title: 'Smog before' };
        return Response.json({ data: current });
      },
    });
    const { user, store } = await renderManager();
    await user.click(screen.getByRole('button', { name: 'History “Smog now”' }));
    const dialog = screen.getByRole('dialog', { name: 'History of “Smog now”' });
    const older = await within(dialog).findByRole('button', {
      name: /^2026-11-24 15:30, Dr Test$/,
    });
    expect(within(dialog).getByRole('button', { name: /\(current\)$/ })).toBeInTheDocument();
    await user.click(older);
    expect(older).toHaveAttribute('aria-expanded', 'true');
    const row = within(dialog).getByRole('rowheader', { name: 'Title' }).closest('tr')!;
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Smog before', 'Smog now']);
    await user.click(within(dialog).getByRole('button', { name: 'Restore this version' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(lastToast(store)).toMatchObject({
      kind: 'success',
      message: 'Blog restored to the version of 2026-11-24 15:30',
    });
    expect(await screen.findByRole('rowheader', { name: 'Smog before' })).toBeInTheDocument();
  });

  it('Preview opens the blog as patients will see it, through a private link, in a new tab', async () => {
    const tab = { opener: {}, location: { href: '' }, close: vi.fn() };
    vi.stubGlobal(
      'open',
      vi.fn(() => tab),
    );
    serve([blog('a', { title: 'Draft on smog' })], {
      'POST /api/v1/blog/a/preview': () =>
        Response.json(
          { data: { path: '/blog-preview/abc', expiresAt: '2026-11-26T10:00:00.000Z' } },
          { status: 201 },
        ),
    });
    const { user } = await renderManager();
    await user.click(
      screen.getByRole('button', { name: /^Preview as a patient: “Draft on smog”/ }),
    );
    expect(window.open).toHaveBeenCalledWith('', '_blank');
    await vi.waitFor(() => expect(tab.location.href).toBe('/blog-preview/abc'));
    expect(tab.opener).toBeNull();
    expect(calls().at(-1)).toMatchObject({
      request: 'POST /api/v1/blog/a/preview',
      auth: 'Bearer staff-token',
    });
  });

  it('Preview links lists the working links, ends one by keyboard, and says when none are left (issue 43)', async () => {
    let links = [
      {
        id: 'l1',
        createdAt: '2026-11-25T10:00:00.000Z',
        expiresAt: '2026-11-26T10:00:00.000Z',
      },
      { id: 'l2', createdAt: null, expiresAt: '2026-11-25T12:00:00.000Z' },
    ];
    serve([blog('a', { title: 'Draft on smog' })], {
      'GET /api/v1/blog/a/previews': () => Response.json({ data: links }),
      'DELETE /api/v1/blog/a/previews/l1': () => {
        links = links.filter((link) => link.id !== 'l1');
        return Response.json({ message: 'Preview link ended' });
      },
      'DELETE /api/v1/blog/a/previews/l2': () => {
        links = [];
        return Response.json({ message: 'Preview link ended' });
      },
    });
    const { user, store } = await renderManager();
    await user.click(screen.getByRole('button', { name: 'Preview links “Draft on smog”' }));
    const dialog = screen.getByRole('dialog', { name: 'Preview links of “Draft on smog”' });
    const table = await within(dialog).findByRole('table', { name: 'Working preview links' });
    expect(
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.textContent),
    ).toEqual([
      '12026-11-25 15:302026-11-26 15:30End link working until 2026-11-26 15:30',
      '2Not recorded2026-11-25 17:30End link working until 2026-11-25 17:30',
    ]);

    const end = within(dialog).getByRole('button', {
      name: 'End link working until 2026-11-26 15:30',
    });
    end.focus();
    await user.keyboard('{Enter}');
    await vi.waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
    expect(lastToast(store)).toMatchObject({ kind: 'success', message: 'Preview link ended' });
    expect(calls().map((call) => call.request)).toContain('DELETE /api/v1/blog/a/previews/l1');

    await user.click(
      within(dialog).getByRole('button', { name: 'End link working until 2026-11-25 17:30' }),
    );
    expect(await within(dialog).findByText('No preview links are working now.')).toBeVisible();
  });

  it('Preview links says Loading, then so when the list cannot be loaded, and tries again on request', async () => {
    let answer = (_: Response) => {};
    let next: () => Response | Promise<Response> = () =>
      new Promise<Response>((resolve) => (answer = resolve));
    serve([blog('a', { title: 'Draft on smog' })], {
      'GET /api/v1/blog/a/previews': () => next() as Response,
    });
    const { user } = await renderManager();
    await user.click(screen.getByRole('button', { name: 'Preview links “Draft on smog”' }));
    const dialog = screen.getByRole('dialog', { name: 'Preview links of “Draft on smog”' });
    expect(await within(dialog).findByRole('status')).toHaveTextContent('Loading preview links...');
    answer(Response.json({ message: 'Something went wrong' }, { status: 500 }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The preview links could not be loaded. Please try again.',
    );
    next = () => Response.json({ data: [] });
    await user.click(within(dialog).getByRole('button', { name: 'Try again' }));
    expect(await within(dialog).findByText('No preview links are working now.')).toBeVisible();
  });
});
