import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadRemote } from '@module-federation/runtime';
import { RUNTIME_SCRIPTS_ELEMENT_ID } from '@clinic/contracts/federation/page-host-contract';
import type { PageEntry } from '@clinic/contracts/federation/page-manifest';
import { REMOTE_CONTRACT } from '@clinic/contracts/federation/remote-contract';
import { remoteNames } from '@clinic/contracts/federation/remote-name';
import { makeStore } from '@clinic/browser-kit/store/make-store';
import { registerFilesAhead } from './fetch-ahead';
import { resetRemoteModule } from './load-remote-module';
import { warmPage } from './prefetch-page';

vi.mock('@module-federation/runtime', () => ({
  init: vi.fn(),
  loadRemote: vi.fn(),
  registerRemotes: vi.fn(),
}));
vi.mock('@module-federation/runtime/core', () => ({}));

const blogList: PageEntry = {
  path: '/blogs',
  key: 'blogList',
  title: 'Blogs',
  description: 'Blogs.',
  remote: 'mf_blog',
};

const RUNTIME = ['/assets/runtime.js', '/assets/host-shares.js'];
const REMOTE = ['/mf-blog/remoteEntry.js', '/mf-blog/assets/pages.js'];
const PAGE = ['/mf-blog/assets/blog-list-page.js', '/mf-blog/assets/share.js'];
const STYLE = '/mf-blog/assets/blog-list-page.css';

/** The shell build's list of runtime scripts, as its template carries it into the page. */
function writeRuntimeScripts() {
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = RUNTIME_SCRIPTS_ELEMENT_ID;
  element.textContent = JSON.stringify(RUNTIME);
  document.body.append(element);
}

const preloads = () =>
  [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map(
    (link) => new URL(link.href).pathname,
  );

/** The stylesheets asked for without being applied. */
const styles = () =>
  [...document.querySelectorAll<HTMLLinkElement>('link[href$=".css"]')].map((link) => [
    link.rel,
    link.as,
    new URL(link.href).pathname,
  ]);

/** Each announced file arrives (or, for `failing`, fails), as the browser reports it. */
function settlePreloads(failing?: string) {
  for (const link of document.querySelectorAll<HTMLLinkElement>('link[rel$="preload"]'))
    link.dispatchEvent(new Event(new URL(link.href).pathname === failing ? 'error' : 'load'));
}

beforeEach(() => {
  vi.mocked(loadRemote).mockReset();
  remoteNames.forEach(resetRemoteModule);
  registerFilesAhead({
    remoteScripts: { mf_blog: REMOTE },
    pageFiles: { mf_blog: { blogList: [...PAGE, STYLE] } },
  });
});

afterEach(() => {
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

describe('warmPage', () => {
  it("fetches the runtime's, the remote's and the page's files without running or applying any, then counts the remote as loaded", async () => {
    writeRuntimeScripts();
    const store = makeStore();
    warmPage(blogList, store, { code: true });
    await vi.waitFor(() => expect(preloads()).toEqual([...RUNTIME, ...REMOTE, ...PAGE]));
    expect(styles()).toEqual([['preload', 'style', STYLE]]);
    expect(store.getState().remotes.loaded).toEqual([]);

    settlePreloads();
    await vi.waitFor(() => expect(store.getState().remotes.loaded).toEqual(['mf_blog']));
    expect(loadRemote).not.toHaveBeenCalled();
  });

  it('with run, runs the remote once its files are in, and not before', async () => {
    vi.mocked(loadRemote).mockResolvedValue({
      default: { contract: REMOTE_CONTRACT, pages: {}, slices: [] },
    });
    writeRuntimeScripts();
    const store = makeStore();
    warmPage(blogList, store, { code: true, run: true });
    await vi.waitFor(() => expect(preloads()).toEqual([...RUNTIME, ...REMOTE, ...PAGE]));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(loadRemote).not.toHaveBeenCalled();

    settlePreloads();
    await vi.waitFor(() => expect(loadRemote).toHaveBeenCalledWith('mf_blog/pages'));
  });

  it('does not count the remote as loaded when one of its files failed', async () => {
    writeRuntimeScripts();
    const store = makeStore();
    warmPage(blogList, store, { code: false });
    await vi.waitFor(() => expect(preloads()).toEqual([...RUNTIME, ...REMOTE]));
    settlePreloads('/mf-blog/remoteEntry.js');
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(store.getState().remotes.loaded).toEqual([]);
  });

  it('runs the remote, as before contract 2.7, when the page does not say which files it needs', async () => {
    vi.mocked(loadRemote).mockResolvedValue({
      default: { contract: REMOTE_CONTRACT, pages: {}, slices: [] },
    });
    const store = makeStore();
    warmPage(blogList, store, { code: false });
    await vi.waitFor(() => expect(loadRemote).toHaveBeenCalledWith('mf_blog/pages'));
    await vi.waitFor(() => expect(store.getState().remotes.loaded).toEqual(['mf_blog']));
  });
});
