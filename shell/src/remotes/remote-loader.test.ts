import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadRemote } from '@module-federation/runtime';
import { LAZY_SCRIPTS_ELEMENT_ID } from '@clinic/contracts/federation/page-host-contract';
import type { PageEntry } from '@clinic/contracts/federation/page-manifest';
import { REMOTE_CONTRACT } from '@clinic/contracts/federation/remote-contract';
import { makeStore } from '@clinic/browser-kit/store/make-store';
import type * as Loader from './remote-loader';

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

/** The files of one deployment; each test has its own, as a page view asks for a URL once. */
let build = 0;
let store = makeStore();
function deployment() {
  store = makeStore();
  const at = `/build-${++build}`;
  const files = {
    runtime: [`${at}/assets/runtime.js`, `${at}/assets/host-shares.js`],
    swr: [`${at}/assets/swr.js`],
    remote: [`${at}/mf-blog/remoteEntry.js`, `${at}/mf-blog/assets/pages.js`],
    page: [`${at}/mf-blog/assets/blog-list-page.js`, `${at}/mf-blog/assets/share.js`],
    style: `${at}/mf-blog/assets/blog-list-page.css`,
  };
  // The shell build's lists of lazily loaded scripts, as its template carries them into the page.
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = LAZY_SCRIPTS_ELEMENT_ID;
  element.textContent = JSON.stringify({ runtime: files.runtime, swr: files.swr });
  document.body.append(element);
  registerLoader(store, {
    remoteScripts: { mf_blog: files.remote },
    pageFiles: { mf_blog: { blogList: [...files.page, files.style] } },
  });
  return files;
}

const modulePreloads = () =>
  [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map(
    (link) => new URL(link.href).pathname,
  );

/** The stylesheets fetched without being applied. */
const styles = () =>
  [...document.querySelectorAll<HTMLLinkElement>('link[href$=".css"]')].map((link) => [
    link.rel,
    link.as,
    new URL(link.href).pathname,
  ]);

/** Each file asked for arrives (or, for `failing`, fails), as the browser reports it. */
function settle(failing?: string) {
  for (const link of document.querySelectorAll<HTMLLinkElement>('link[href]'))
    link.dispatchEvent(new Event(new URL(link.href).pathname === failing ? 'error' : 'load'));
}

const aMoment = () => new Promise((resolve) => setTimeout(resolve, 10));

/** As Chromium: it knows `rel="prefetch"` (jsdom, like Safari, does not). */
const browserPrefetches = () =>
  vi
    .spyOn(
      Object.getPrototypeOf(document.createElement('link').relList) as DOMTokenList,
      'supports',
    )
    .mockImplementation((token) => token === 'modulepreload' || token === 'prefetch');

/** A fresh loader for each test: its registry lives as long as the page view. */
let fetchRemote: typeof Loader.fetchRemote;
let registerLoader: typeof Loader.registerLoader;
let remoteState: typeof Loader.remoteState;
let runRemote: typeof Loader.loadRemote;

beforeEach(async () => {
  vi.resetModules();
  ({
    fetchRemote,
    loadRemote: runRemote,
    registerLoader,
    remoteState,
  } = await import('./remote-loader'));
  vi.mocked(loadRemote).mockReset();
  vi.mocked(loadRemote).mockResolvedValue({
    default: { contract: REMOTE_CONTRACT, pages: {}, slices: [] },
  });
});

afterEach(() => {
  vi.restoreAllMocks();
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

describe('fetchRemote', () => {
  it("fetches the runtime's, the remote's and the page's files without running or applying any, then counts the remote as fetched", async () => {
    browserPrefetches();
    const files = deployment();
    void fetchRemote('mf_blog', { page: blogList });
    await vi.waitFor(() =>
      expect(modulePreloads()).toEqual([...files.runtime, ...files.remote, ...files.page]),
    );
    expect(styles()).toEqual([['prefetch', 'style', files.style]]);
    expect(remoteState('mf_blog')).toBe('absent');

    settle();
    await vi.waitFor(() => expect(remoteState('mf_blog')).toBe('fetched'));
    // Only what has run is in the store.
    expect(store.getState().remotes.loaded).toEqual([]);
    expect(loadRemote).not.toHaveBeenCalled();
  });

  it('asks for swr with the code of a page that reads data, a few files per idle moment', async () => {
    const files = deployment();
    registerLoader(store, {
      remoteScripts: { mf_blog: files.remote },
      pageFiles: {
        mf_blog: { blogList: [...files.page, ...['a', 'b', 'c', 'd'].map((n) => `/x/${n}.js`)] },
      },
    });
    void fetchRemote('mf_blog', { page: { ...blogList, data: ['/api/v1/published-blogs'] } });
    await vi.waitFor(() => expect(modulePreloads()).toHaveLength(11));
    expect(modulePreloads()).toContain(files.swr[0]);
    settle();
  });

  it('leaves out stylesheets where the browser cannot prefetch them (Safari): they would never answer', async () => {
    deployment();
    const fetched = fetchRemote('mf_blog', { page: blogList });
    await vi.waitFor(() => expect(modulePreloads()).toHaveLength(6));
    expect(styles()).toEqual([]);
    settle();
    expect(await fetched).toBe(true);
    expect(remoteState('mf_blog')).toBe('fetched');
  });

  it('forgets a failed run once the files arrive, so the next run tries again', async () => {
    deployment();
    vi.mocked(loadRemote).mockRejectedValue(new Error('remoteEntry.js 503'));
    await expect(runRemote('mf_blog')).rejects.toThrow();
    expect(remoteState('mf_blog')).toBe('failed');

    const fetched = fetchRemote('mf_blog');
    await vi.waitFor(() => expect(modulePreloads().length).toBeGreaterThan(0));
    settle();
    expect(await fetched).toBe(true);
    vi.mocked(loadRemote).mockResolvedValue({
      default: { contract: REMOTE_CONTRACT, pages: {}, slices: [] },
    });
    await runRemote('mf_blog');
    expect(remoteState('mf_blog')).toBe('ready');
  });

  it('leaves out the stylesheets of the page on screen, and runs nothing', async () => {
    browserPrefetches();
    deployment();
    void fetchRemote('mf_blog', { page: blogList, styles: false });
    await vi.waitFor(() => expect(modulePreloads()).toHaveLength(6));
    expect(styles()).toEqual([]);
    settle();
    await vi.waitFor(() => expect(remoteState('mf_blog')).toBe('fetched'));
    expect(loadRemote).not.toHaveBeenCalled();
  });

  it('counts the remote as failed when one of its files failed, and asks for that file again next time', async () => {
    const files = deployment();
    void fetchRemote('mf_blog');
    await vi.waitFor(() => expect(modulePreloads()).toEqual([...files.runtime, ...files.remote]));
    settle(files.remote[0]);
    await vi.waitFor(() => expect(remoteState('mf_blog')).toBe('failed'));
    expect(modulePreloads()).not.toContain(files.remote[0]);

    void fetchRemote('mf_blog');
    await vi.waitFor(() => expect(modulePreloads()).toContain(files.remote[0]));
    settle();
  });

  it('runs the remote in a build that does not list its files (the monolithic benchmark build)', async () => {
    store = makeStore();
    registerLoader(store, {});
    void fetchRemote('mf_blog');
    await vi.waitFor(() => expect(loadRemote).toHaveBeenCalledWith('mf_blog/pages'));
    await vi.waitFor(() => expect(store.getState().remotes.loaded).toEqual(['mf_blog']));
  });
});

describe('loadRemote with a page', () => {
  it('asks for every script the page runs side by side, a few per task one task after another, its stylesheets left to the bundler', async () => {
    const files = deployment();
    const more = ['a', 'b', 'c', 'd'].map((n) => files.page[0]!.replace('blog-list-page', n));
    registerLoader(store, {
      remoteScripts: { mf_blog: files.remote },
      pageFiles: { mf_blog: { blogList: [...files.page, ...more, files.style] } },
    });
    void runRemote('mf_blog', { ...blogList, data: ['/api/v1/published-blogs'] });
    expect(modulePreloads()).toHaveLength(8);
    await vi.waitFor(() =>
      expect(modulePreloads()).toEqual([
        ...files.runtime,
        ...files.remote,
        ...files.page,
        ...more,
        ...files.swr,
      ]),
    );
    expect(styles()).toEqual([]);
    await vi.waitFor(() => expect(store.getState().remotes.loaded).toEqual(['mf_blog']));
    expect(remoteState('mf_blog')).toBe('ready');
  });

  it("asks only for the remote's own scripts in a build that does not list the rest (the monolithic benchmark build): the imports fetch them", async () => {
    const files = deployment();
    document.getElementById(LAZY_SCRIPTS_ELEMENT_ID)?.remove();
    registerLoader(store, {
      remoteScripts: { mf_blog: files.remote },
      pageFiles: { mf_blog: { blogList: files.page } },
    });
    void runRemote('mf_blog', blogList);
    await aMoment();
    expect(modulePreloads()).toEqual(files.remote);
  });
});
