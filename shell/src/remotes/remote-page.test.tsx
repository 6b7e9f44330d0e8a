import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { loadRemote, registerRemotes } from '@module-federation/runtime';
import type { RemoteModule } from '@clinic/shared/federation/remote-module';
import { blogSearchSlice } from '@clinic/shared/store/slices/blog-search-slice';
import { renderWithProviders } from '@clinic/shared/testing/render-with-providers';
import { RemotePage } from './remote-page';

vi.mock('@module-federation/runtime', () => ({ loadRemote: vi.fn(), registerRemotes: vi.fn() }));

const blogRemote: { default: RemoteModule } = {
  default: { pages: { blogList: () => <h1>Blogs</h1> }, slices: [blogSearchSlice] },
};

beforeEach(() => {
  vi.mocked(loadRemote).mockReset();
  vi.mocked(registerRemotes).mockReset();
  vi.stubGlobal(
    'fetch',
    vi.fn(async () =>
      Response.json({
        mf_content: '/c/remoteEntry.js',
        mf_blog: '/b/remoteEntry.js',
        mf_dashboard: '/d/remoteEntry.js',
      }),
    ),
  );
});

describe('RemotePage', () => {
  it("registers the remotes from remotes.json, renders the remote's page and injects its slices", async () => {
    vi.mocked(loadRemote).mockResolvedValue(blogRemote);
    const { store } = await act(async () =>
      renderWithProviders(<RemotePage remote="mf_blog" page="blogList" />),
    );
    expect(await screen.findByRole('heading', { name: 'Blogs' })).toBeInTheDocument();
    expect(registerRemotes).toHaveBeenCalledWith(
      expect.arrayContaining([{ name: 'mf_blog', entry: '/b/remoteEntry.js', type: 'module' }]),
    );
    expect(loadRemote).toHaveBeenCalledWith('mf_blog/pages');
    expect(store.getState().blogSearch).toEqual({ query: '' });
    expect(store.getState().remotes.loaded).toContain('mf_blog');
  });

  it('shows a fallback with a retry when the remote cannot load, and recovers on retry', async () => {
    vi.mocked(loadRemote).mockRejectedValue(new Error('remoteEntry.js 404'));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await act(async () => renderWithProviders(<RemotePage remote="mf_content" page="blogList" />));
    expect(
      await screen.findByRole('heading', { name: 'This section is not available right now' }),
    ).toBeInTheDocument();
    // One quiet retry happened before the visitor saw the fallback.
    expect(loadRemote).toHaveBeenCalledTimes(2);

    vi.mocked(loadRemote).mockResolvedValue(blogRemote);
    const user = userEvent.setup();
    await act(async () => user.click(screen.getByRole('button', { name: 'Try again' })));
    expect(await screen.findByRole('heading', { name: 'Blogs' })).toBeInTheDocument();
  });

  it('shows the fallback when the remote has no such page', async () => {
    vi.mocked(loadRemote).mockResolvedValue(blogRemote);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await act(async () => renderWithProviders(<RemotePage remote="mf_dashboard" page="missing" />));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This section is not available right now',
    );
  });
});
