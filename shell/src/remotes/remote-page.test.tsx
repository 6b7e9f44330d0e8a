import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { loadRemote, registerRemotes } from '@module-federation/runtime';
import * as swr from 'swr';
import type { PageEntry } from '@clinic/contracts/federation/page-manifest';
import { REMOTE_CONTRACT, type PageProps } from '@clinic/contracts/federation/remote-contract';
import type { RemoteModule } from '@clinic/browser-kit/federation/remote-module';
import { createSlice } from '@reduxjs/toolkit';
import { makeStore } from '@clinic/browser-kit/store/make-store';
import { renderWithProviders } from '@clinic/browser-kit/testing/render-with-providers';
import { PageDataContext } from '../app/page-data';
import { SitePagesContext } from '../app/site-pages';
import { remoteNames } from '@clinic/contracts/federation/remote-name';
import { registerLoader, resetRemote } from './remote-loader';
import { RemotePage } from './remote-page';
import type * as SharedSwr from './shared-swr';
import { swrConfigProvider } from './shared-swr';

vi.mock('@module-federation/runtime', () => ({
  init: vi.fn(),
  loadRemote: vi.fn(),
  registerRemotes: vi.fn(),
}));
vi.mock('@module-federation/runtime/core', () => ({}));
// The shell's own swr, watched: a page is given it only when it reads API data.
vi.mock('./shared-swr', async (importOriginal) => {
  const actual = await importOriginal<typeof SharedSwr>();
  return { ...actual, swrConfigProvider: vi.fn(actual.swrConfigProvider) };
});

const blogList: PageEntry = {
  path: '/blogs',
  key: 'blogList',
  title: 'Blogs',
  description: 'Articles',
  remote: 'mf_blog',
};
const pages = [blogList];

function BlogListPage({ page, pages: all }: PageProps) {
  return (
    <h1>
      {page.title} ({all.length} pages)
    </h1>
  );
}

/** A remote's own slice, as a remote brings it (the shell knows none by name). */
const remoteSlice = createSlice({
  name: 'remoteOwned',
  initialState: { query: '' },
  reducers: {},
});

const blogRemote = (contract = REMOTE_CONTRACT): { default: RemoteModule } => ({
  default: { contract, pages: { blogList: BlogListPage }, slices: [remoteSlice] },
});

/** As the shell's start does: the loader runs remotes into the page's one store. */
function renderPage(entry: PageEntry) {
  const store = makeStore();
  registerLoader(store, {});
  return act(async () =>
    renderWithProviders(
      <SitePagesContext value={pages}>
        <RemotePage entry={entry} />
      </SitePagesContext>,
      { store },
    ),
  );
}

beforeEach(() => {
  vi.mocked(loadRemote).mockReset();
  vi.mocked(registerRemotes).mockReset();
  // Loaded remotes are kept per page view; each test is a fresh one.
  remoteNames.forEach(resetRemote);
});

describe('RemotePage', () => {
  it("renders the remote's page with its metadata and injects the remote's slices", async () => {
    vi.mocked(loadRemote).mockResolvedValue(blogRemote());
    const { store } = await renderPage(blogList);
    expect(await screen.findByRole('heading', { name: 'Blogs (1 pages)' })).toBeInTheDocument();
    expect(loadRemote).toHaveBeenCalledWith('mf_blog/pages');
    expect((store.getState() as Record<string, unknown>).remoteOwned).toEqual({ query: '' });
    expect(store.getState().remotes.loaded).toContain('mf_blog');
    // A page that reads no API data never downloads swr.
    expect(swrConfigProvider).not.toHaveBeenCalled();
  });

  it('shows a fallback with a retry when the remote cannot load, and recovers on retry', async () => {
    vi.mocked(loadRemote).mockRejectedValue(new Error('remoteEntry.js 404'));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await renderPage({ ...blogList, remote: 'mf_content' });
    expect(
      await screen.findByRole('heading', { name: 'This section is not available right now' }),
    ).toBeInTheDocument();
    // One quiet retry happened before the visitor saw the fallback.
    expect(loadRemote).toHaveBeenCalledTimes(2);

    vi.mocked(loadRemote).mockResolvedValue(blogRemote());
    const user = userEvent.setup();
    await act(async () => user.click(screen.getByRole('button', { name: 'Try again' })));
    expect(await screen.findByRole('heading', { name: 'Blogs (1 pages)' })).toBeInTheDocument();
  });

  it('shows the fallback when the remote has no such page', async () => {
    vi.mocked(loadRemote).mockResolvedValue(blogRemote());
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await renderPage({ ...blogList, remote: 'mf_dashboard', key: 'missing' });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This section is not available right now',
    );
  });

  it('refuses a remote of an unknown contract major, says why, and does not retry it', async () => {
    vi.mocked(loadRemote).mockResolvedValue(blogRemote('2.7'));
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await renderPage({ ...blogList, remote: 'mf_content' });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This section is not available right now',
    );
    expect(loadRemote).toHaveBeenCalledTimes(1);
    expect(logged.mock.calls.flat().map(String).join(' ')).toContain(
      'mf_content implements remote contract 2.7; this shell knows 3.x',
    );
  });

  it("gives a page that reads data the server's answers through the shared swr, asked for then", async () => {
    const neverAnswers = () => new Promise<never>(() => {});
    function CountPage() {
      const { data } = swr.default<{ count: number }>('/published-blogs', neverAnswers);
      return <p>{data ? `${data.count} blogs` : 'no data'}</p>;
    }
    vi.mocked(loadRemote).mockResolvedValue({
      default: { contract: REMOTE_CONTRACT, pages: { blogList: CountPage }, slices: [] },
    });
    await act(async () =>
      renderWithProviders(
        <PageDataContext value={{ '/published-blogs': { count: 3 } }}>
          <SitePagesContext value={pages}>
            <RemotePage entry={{ ...blogList, data: ['/published-blogs'] }} />
          </SitePagesContext>
        </PageDataContext>,
      ),
    );
    expect(await screen.findByText('3 blogs')).toBeInTheDocument();
    expect(swrConfigProvider).toHaveBeenCalled();
  });
});
