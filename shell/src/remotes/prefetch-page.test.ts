import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadRemote } from '@module-federation/runtime';
import { LAZY_SCRIPTS_ELEMENT_ID } from '@clinic/contracts/federation/page-host-contract';
import type { PageEntry } from '@clinic/contracts/federation/page-manifest';
import { REMOTE_CONTRACT } from '@clinic/contracts/federation/remote-contract';
import { remoteNames } from '@clinic/contracts/federation/remote-name';
import { makeStore } from '@clinic/browser-kit/store/make-store';
import { fetchPageCodeNow, registerFilesAhead } from './fetch-ahead';
import { hasRemoteFailed, resetRemoteModule } from './load-remote-module';
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

/** The files of one deployment; each test has its own, as a page view asks for a URL once. */
let build = 0;
function deployment() {
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
  registerFilesAhead({
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

beforeEach(() => {
  vi.mocked(loadRemote).mockReset();
  vi.mocked(loadRemote).mockResolvedValue({
    default: { contract: REMOTE_CONTRACT, pages: {}, slices: [] },
  });
  remoteNames.forEach(resetRemoteModule);
});

afterEach(() => {
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

describe('warmPage', () => {
  it("fetches the runtime's, the remote's and the page's files without running or applying any, then counts the remote as loaded", async () => {
    const files = deployment();
    const store = makeStore();
    warmPage(blogList, store, { code: true });
    await vi.waitFor(() =>
      expect(modulePreloads()).toEqual([...files.runtime, ...files.remote, ...files.page]),
    );
    expect(styles()).toEqual([['prefetch', 'style', files.style]]);
    expect(store.getState().remotes.loaded).toEqual([]);

    settle();
    await vi.waitFor(() => expect(store.getState().remotes.loaded).toEqual(['mf_blog']));
    expect(loadRemote).not.toHaveBeenCalled();
  });

  it('asks for swr with the code of a page that reads data, a few files per idle moment', async () => {
    const files = deployment();
    registerFilesAhead({
      remoteScripts: { mf_blog: files.remote },
      pageFiles: {
        mf_blog: { blogList: [...files.page, ...['a', 'b', 'c', 'd'].map((n) => `/x/${n}.js`)] },
      },
    });
    warmPage({ ...blogList, data: ['/api/v1/published-blogs'] }, makeStore(), { code: true });
    await vi.waitFor(() => expect(modulePreloads()).toHaveLength(11));
    expect(modulePreloads()).toContain(files.swr[0]);
    settle();
  });

  it('with run, runs the remote once its files are in, and not before', async () => {
    deployment();
    warmPage(blogList, makeStore(), { code: true, run: true });
    await vi.waitFor(() => expect(modulePreloads()).toHaveLength(6));
    // The page on screen: its styles are inline already.
    expect(styles()).toEqual([]);
    await aMoment();
    expect(loadRemote).not.toHaveBeenCalled();

    settle();
    await vi.waitFor(() => expect(loadRemote).toHaveBeenCalledWith('mf_blog/pages'));
  });

  it('counts the remote as failed when one of its files failed, and asks for that file again next time', async () => {
    const files = deployment();
    const store = makeStore();
    warmPage(blogList, store, { code: false });
    await vi.waitFor(() => expect(modulePreloads()).toEqual([...files.runtime, ...files.remote]));
    settle(files.remote[0]);
    await vi.waitFor(() => expect(hasRemoteFailed('mf_blog')).toBe(true));
    expect(store.getState().remotes.loaded).toEqual([]);
    expect(modulePreloads()).not.toContain(files.remote[0]);

    warmPage(blogList, store, { code: false });
    await vi.waitFor(() => expect(modulePreloads()).toContain(files.remote[0]));
    settle();
  });

  it('runs the remote, as before contract 2.7, when the page does not say which files it needs', async () => {
    registerFilesAhead({});
    const store = makeStore();
    warmPage(blogList, store, { code: false });
    await vi.waitFor(() => expect(loadRemote).toHaveBeenCalledWith('mf_blog/pages'));
    await vi.waitFor(() => expect(store.getState().remotes.loaded).toEqual(['mf_blog']));
  });
});

describe('fetchPageCodeNow', () => {
  it('asks for every script of a page about to render, a few per task one task after another, its stylesheets left to the bundler', async () => {
    const files = deployment();
    const more = ['a', 'b', 'c', 'd'].map((n) => files.page[0]!.replace('blog-list-page', n));
    registerFilesAhead({
      remoteScripts: { mf_blog: files.remote },
      pageFiles: { mf_blog: { blogList: [...files.page, ...more, files.style] } },
    });
    fetchPageCodeNow({ ...blogList, data: ['/api/v1/published-blogs'] });
    // Not in the render that asked.
    expect(modulePreloads()).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 0));
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
  });

  it('asks for nothing on a page that does not list its files (a host from before 2.7): the imports fetch them', async () => {
    const files = deployment();
    document.getElementById(LAZY_SCRIPTS_ELEMENT_ID)?.remove();
    registerFilesAhead({
      remoteScripts: { mf_blog: files.remote },
      pageFiles: { mf_blog: { blogList: files.page } },
    });
    fetchPageCodeNow(blogList);
    await aMoment();
    expect(modulePreloads()).toEqual([]);
  });
});
