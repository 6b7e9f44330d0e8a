import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Blog } from '@clinic/contracts/entities/blog';
import { injectSlices } from '@clinic/browser-kit/store/root-reducer';
import { blogsSlice } from '../../store/blogs-slice';
import { toastsSlice } from '../../store/toasts-slice';
import { userSlice } from '../../store/user-slice';
import { renderWithProviders } from '@clinic/browser-kit/testing/render-with-providers';
import { BlogsManager } from './blogs-manager';

const fetchMock = vi.fn<typeof fetch>();

beforeAll(() => injectSlices([blogsSlice, toastsSlice, userSlice]));
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
    expect(store.getState().blog).toMatchObject({ loading: false, error: 'Failed to fetch blogs' });
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
});
