import { act } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadRemote } from '@module-federation/runtime';
import type { PageEntry } from '@clinic/contracts/federation/page-manifest';
import { REMOTE_CONTRACT } from '@clinic/contracts/federation/remote-contract';
import type { RemoteModule } from '@clinic/browser-kit/federation/remote-module';
import { renderWithProviders } from '@clinic/browser-kit/testing/render-with-providers';
import { SitePagesContext } from '../app/site-pages';
import { APP_STATE_ATTRIBUTE, frameLive } from '../start/page-live';
import { composedRegionHtml } from '../testing/composed-region';
import { holdComposedPage, RemotePage } from './remote-page';
import { registerLoader } from './remote-loader';
import { registerRemoteLocations } from './remote-runtime';
import { makeStore } from '@clinic/browser-kit/store/make-store';

vi.mock('@module-federation/runtime', () => ({
  init: vi.fn(),
  loadRemote: vi.fn(),
  registerRemotes: vi.fn(),
}));
vi.mock('@module-federation/runtime/core', () => ({}));

const gallery: PageEntry = {
  path: '/',
  key: 'gallery',
  title: 'Image Gallery',
  description: 'Photos.',
  remote: 'mf_content',
  hydrate: 'after-frame',
};

/** A widget: its count shows whether React has hydrated it (a click on the server's HTML does nothing). */
function Gallery() {
  const [opened, setOpened] = useState(0);
  return (
    <main id="main">
      <h1>Image Gallery</h1>
      <button type="button" onClick={() => setOpened(opened + 1)}>
        Opened {opened}
      </button>
    </main>
  );
}

const contentRemote: RemoteModule = {
  contract: REMOTE_CONTRACT,
  pages: { gallery: Gallery },
  slices: [],
};

afterEach(() => {
  document.documentElement.removeAttribute(APP_STATE_ATTRIBUTE);
  document.documentElement.removeAttribute('data-frame');
  document.body.innerHTML = '';
  document.head.innerHTML = '';
});

describe('a page whose region hydrates after the frame', () => {
  it('goes live without its remote, then hydrates the same HTML with it', async () => {
    let arrive: (remote: unknown) => void = () => {};
    vi.mocked(loadRemote).mockReturnValue(new Promise((resolve) => (arrive = resolve)));
    const root = document.createElement('div');
    root.id = 'root';
    root.innerHTML = composedRegionHtml(gallery, contentRemote);
    document.body.append(root);
    const button = root.querySelector('button')!;

    holdComposedPage({ pathname: '/', search: '', hash: '' } as Location);
    // The region's scripts are announced (modulepreload) the moment its code is asked for.
    registerRemoteLocations({
      mf_content: '/mf-content/remoteEntry.js',
      mf_blog: '',
      mf_dashboard: '',
    });
    registerLoader(makeStore(), {
      remoteScripts: { mf_content: ['/mf-content/assets/gallery-page.js'] },
    });
    const announced = () => document.querySelectorAll('link[rel="modulepreload"]').length;
    let announcedBeforeFrameLive = -1;
    document.addEventListener('clinic:frame-live', () => (announcedBeforeFrameLive = announced()), {
      once: true,
    });
    await act(async () =>
      renderWithProviders(
        <SitePagesContext value={[gallery]}>
          <RemotePage entry={gallery} />
        </SitePagesContext>,
        { container: root, hydrate: true },
      ),
    );

    // The frame is live on its own code; the page is not until its region has hydrated.
    expect(frameLive.isLive()).toBe(true);
    expect(announcedBeforeFrameLive).toBe(0);
    expect(announced()).toBe(1);
    expect(document.documentElement.getAttribute(APP_STATE_ATTRIBUTE)).toBeNull();
    await vi.waitFor(() => expect(loadRemote).toHaveBeenCalledWith('mf_content/pages'));
    button.click();
    expect(button).toHaveTextContent('Opened 0');

    await act(async () => arrive({ default: contentRemote }));
    await vi.waitFor(() =>
      expect(document.documentElement.getAttribute(APP_STATE_ATTRIBUTE)).toBe('live'),
    );

    // The very node the server sent, now React's.
    expect(root.querySelector('button')).toBe(button);
    await act(async () => button.click());
    expect(button).toHaveTextContent('Opened 1');
  });

  it('keeps an unhydrated region through a new fragment (the skip link), and drops it for a new page', async () => {
    for (const [to, key] of [
      [{ pathname: '/blogs', search: '', hash: '#main' }, 'held'],
      [{ pathname: '/about', search: '', hash: '' }, 'dropped'],
    ] as const) {
      vi.resetModules();
      const hold = await import('./remote-page');
      hold.holdComposedPage({ pathname: '/blogs', search: '', hash: '' } as Location);
      hold.noteAddress({ pathname: '/blogs', search: '', hash: '' });
      expect(hold.heldPageKey({ hydrate: 'after-frame' })).toBe('held');
      hold.noteAddress(to);
      expect(hold.heldPageKey({ hydrate: 'after-frame' })).toBe(key);
    }
  });
});
