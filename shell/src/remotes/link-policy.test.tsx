import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Link, useLocation } from 'react-router-dom';
import { loadRemote } from '@module-federation/runtime';
import { LAZY_SCRIPTS_ELEMENT_ID } from '@clinic/contracts/federation/page-host-contract';
import type { PageEntry } from '@clinic/contracts/federation/page-manifest';
import { REMOTE_CONTRACT } from '@clinic/contracts/federation/remote-contract';
import { remoteNames } from '@clinic/contracts/federation/remote-name';
import { makeStore } from '@clinic/browser-kit/store/make-store';
import { renderWithProviders } from '@clinic/browser-kit/testing/render-with-providers';
import { SitePagesContext } from '../app/site-pages';
import { LinkPolicy } from './link-policy';
import { registerLoader, remoteState, resetRemote } from './remote-loader';
import { holdComposedPage } from './remote-page';

vi.mock('@module-federation/runtime', () => ({
  init: vi.fn(),
  loadRemote: vi.fn(),
  registerRemotes: vi.fn(),
}));
vi.mock('@module-federation/runtime/core', () => ({}));

const medical = (path: string): PageEntry => ({
  path,
  key: 'medical',
  title: path.slice(1),
  description: `${path.slice(1)}.`,
  remote: 'mf_content',
  hydrate: 'never',
});
const pages = [medical('/COPD'), medical('/Polysomnography')];

function Address() {
  return <output aria-label="address">{useLocation().pathname}</output>;
}

/** A held page that hydrates `never`: its links are plain anchors, as the server sent them. */
async function renderHeldPage() {
  holdComposedPage({ pathname: '/COPD', search: '', hash: '' } as Location);
  const rendered = await act(async () =>
    renderWithProviders(
      <SitePagesContext value={pages}>
        <LinkPolicy />
        <Address />
        <nav>
          <Link to="/Polysomnography">Polysomnography in the menu</Link>
        </nav>
        <main>
          <a href="/Polysomnography">Polysomnography</a>
        </main>
      </SitePagesContext>,
      { route: '/COPD' },
    ),
  );
  return { ...rendered, link: screen.getByRole('link', { name: 'Polysomnography' }) };
}

beforeEach(() => {
  Reflect.deleteProperty(navigator, 'connection');
  vi.mocked(loadRemote).mockReset();
  remoteNames.forEach(resetRemote);
});

describe('LinkPolicy', () => {
  it("fetches a linked page's remote when a pointer comes over the link, then follows it in the browser", async () => {
    vi.mocked(loadRemote).mockResolvedValue({
      default: { contract: REMOTE_CONTRACT, pages: {}, slices: [] },
    });
    const { link } = await renderHeldPage();
    expect(loadRemote).not.toHaveBeenCalled();

    await act(async () => fireEvent.pointerOver(link));
    // The federation runtime is itself loaded on that first need.
    await waitFor(() => expect(remoteState('mf_content')).toBe('ready'));
    expect(loadRemote).toHaveBeenCalledWith('mf_content/pages');

    let followedByBrowser = true;
    await act(async () => {
      followedByBrowser = fireEvent.click(link);
    });
    expect(followedByBrowser).toBe(false);
    expect(screen.getByRole('status', { name: 'address' })).toHaveTextContent('/Polysomnography');
  });

  it('leaves the link to the browser when the remote could not load', async () => {
    vi.mocked(loadRemote).mockRejectedValue(new Error('remoteEntry.js 503'));
    const { link } = await renderHeldPage();
    await act(async () => {
      fireEvent.focusIn(link);
      // The quiet retry's pause.
      await new Promise((resolve) => setTimeout(resolve, 500));
    });
    expect(loadRemote).toHaveBeenCalled();

    let followedByBrowser = false;
    await act(async () => {
      followedByBrowser = fireEvent.click(link);
    });
    expect(followedByBrowser).toBe(true);
    expect(screen.getByRole('status', { name: 'address' })).toHaveTextContent('/COPD');

    // On a quick connection too, and for the router's links: the prerendered page, not a fallback.
    await act(async () => {
      followedByBrowser = fireEvent.click(
        screen.getByRole('link', { name: 'Polysomnography in the menu' }),
      );
    });
    expect(followedByBrowser).toBe(true);
    expect(screen.getByRole('status', { name: 'address' })).toHaveTextContent('/COPD');
  });

  /** The browser estimates the connection's round trip at `rtt` ms. */
  const requestsTake = (rtt: number) =>
    Object.defineProperty(navigator, 'connection', { value: { rtt }, configurable: true });

  it("on a slow connection, leaves even a router's link to the browser while the page's remote has not loaded, and routes it once it has", async () => {
    requestsTake(1125);
    vi.mocked(loadRemote).mockResolvedValue({
      default: { contract: REMOTE_CONTRACT, pages: {}, slices: [] },
    });
    await renderHeldPage();
    const menuLink = screen.getByRole('link', { name: 'Polysomnography in the menu' });

    let followedByBrowser = false;
    await act(async () => {
      followedByBrowser = fireEvent.click(menuLink);
    });
    expect(followedByBrowser).toBe(true);
    expect(screen.getByRole('status', { name: 'address' })).toHaveTextContent('/COPD');

    await act(async () => fireEvent.pointerOver(menuLink));
    await waitFor(() => expect(remoteState('mf_content')).toBe('ready'));
    await act(async () => {
      followedByBrowser = fireEvent.click(menuLink);
    });
    expect(followedByBrowser).toBe(false);
    expect(screen.getByRole('status', { name: 'address' })).toHaveTextContent('/Polysomnography');
  });

  it('on a slow connection, a touch fetches no code its click could not use; a pointer still does', async () => {
    requestsTake(1125);
    vi.mocked(loadRemote).mockResolvedValue({
      default: { contract: REMOTE_CONTRACT, pages: {}, slices: [] },
    });
    const { link } = await renderHeldPage();
    await act(async () => fireEvent.touchStart(link));
    expect(loadRemote).not.toHaveBeenCalled();
    await act(async () => fireEvent.pointerOver(link));
    await waitFor(() => expect(loadRemote).toHaveBeenCalledWith('mf_content/pages'));
  });

  it("with the browser's data saver on, a pointer or focus on a link fetches nothing; its click is still the app's", async () => {
    Object.defineProperty(navigator, 'connection', {
      value: { saveData: true },
      configurable: true,
    });
    vi.mocked(loadRemote).mockReturnValue(new Promise(() => {}));
    await renderHeldPage();
    const menuLink = screen.getByRole('link', { name: 'Polysomnography in the menu' });
    await act(async () => {
      fireEvent.pointerOver(menuLink);
      fireEvent.focusIn(menuLink);
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(loadRemote).not.toHaveBeenCalled();

    let followedByBrowser = true;
    await act(async () => {
      followedByBrowser = fireEvent.click(menuLink);
    });
    expect(followedByBrowser).toBe(false);
    expect(screen.getByRole('status', { name: 'address' })).toHaveTextContent('/Polysomnography');
  });

  it("on a quick connection, a router's link is routed in the page while its remote is on its way", async () => {
    requestsTake(20);
    vi.mocked(loadRemote).mockReturnValue(new Promise(() => {}));
    await renderHeldPage();
    const menuLink = screen.getByRole('link', { name: 'Polysomnography in the menu' });

    let followedByBrowser = true;
    await act(async () => {
      followedByBrowser = fireEvent.click(menuLink);
    });
    expect(followedByBrowser).toBe(false);
    expect(screen.getByRole('status', { name: 'address' })).toHaveTextContent('/Polysomnography');
  });
});

describe('links in view', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    document.documentElement.removeAttribute('data-app');
    document.head.innerHTML = '';
    document.body.innerHTML = '';
  });

  it('fetches the remote of a link only once it comes into view, without running it', async () => {
    type Entry = { isIntersecting: boolean; target: Element };
    /** Reports as the browser does: only on what is still observed. */
    const reports: ((entries: Entry[]) => void)[] = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        private readonly observed = new Set<Element>();
        constructor(report: (entries: Entry[]) => void) {
          reports.push((entries) => report(entries.filter((e) => this.observed.has(e.target))));
        }
        observe(target: Element) {
          this.observed.add(target);
        }
        unobserve(target: Element) {
          this.observed.delete(target);
        }
        disconnect() {
          this.observed.clear();
        }
      },
    );
    const lazy = document.createElement('script');
    lazy.type = 'application/json';
    lazy.id = LAZY_SCRIPTS_ELEMENT_ID;
    lazy.textContent = JSON.stringify({ runtime: ['/in-view/runtime.js'], swr: [] });
    document.body.append(lazy);
    registerLoader(makeStore(), { remoteScripts: { mf_content: ['/in-view/entry.js'] } });
    document.documentElement.setAttribute('data-app', 'live');
    await act(async () =>
      renderWithProviders(
        <SitePagesContext value={pages}>
          <LinkPolicy />
          <main>
            <a href="/Polysomnography">Polysomnography</a>
          </main>
        </SitePagesContext>,
        { route: '/about' },
      ),
    );
    await waitFor(() => expect(reports).toHaveLength(1));
    const link = screen.getByRole('link', { name: 'Polysomnography' });
    const preloads = () =>
      [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map(
        (preload) => new URL(preload.href).pathname,
      );

    act(() => reports[0]!([{ isIntersecting: false, target: link }]));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(preloads()).toEqual([]);
    act(() => reports[0]!([{ isIntersecting: true, target: link }]));
    await waitFor(() => expect(preloads()).toEqual(['/in-view/runtime.js', '/in-view/entry.js']));
    expect(loadRemote).not.toHaveBeenCalled();
  });
});
