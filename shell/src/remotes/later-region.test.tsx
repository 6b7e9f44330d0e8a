import { act } from '@testing-library/react';
import { useState } from 'react';
import { renderToString } from 'react-dom/server';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadRemote } from '@module-federation/runtime';
import type { PageEntry } from '@clinic/contracts/federation/page-manifest';
import { REMOTE_CONTRACT } from '@clinic/contracts/federation/remote-contract';
import type { RemoteModule } from '@clinic/browser-kit/federation/remote-module';
import { makeStore } from '@clinic/browser-kit/store/make-store';
import { renderWithProviders } from '@clinic/browser-kit/testing/render-with-providers';
import { SitePagesContext } from '../app/site-pages';
import { APP_STATE_ATTRIBUTE, isFrameLive } from '../start/page-live';
import { holdRegionUntilFrameLive } from './later-region';
import { PreloadedRemotesContext } from './preloaded-remotes';
import { RemotePage } from './remote-page';
import { holdComposedPage } from './static-page-hold';

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
  hydratesLater: true,
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

function composedHtml(): string {
  return renderToString(
    <Provider store={makeStore()}>
      <MemoryRouter>
        <PreloadedRemotesContext value={{ mf_content: contentRemote }}>
          <SitePagesContext value={[gallery]}>
            <RemotePage entry={gallery} />
          </SitePagesContext>
        </PreloadedRemotesContext>
      </MemoryRouter>
    </Provider>,
  );
}

afterEach(() => {
  document.documentElement.removeAttribute(APP_STATE_ATTRIBUTE);
  document.documentElement.removeAttribute('data-frame');
  document.body.innerHTML = '';
});

describe('a page whose region hydrates after the frame', () => {
  it('goes live without its remote, then hydrates the same HTML with it', async () => {
    let arrive: (remote: unknown) => void = () => {};
    vi.mocked(loadRemote).mockReturnValue(new Promise((resolve) => (arrive = resolve)));
    const root = document.createElement('div');
    root.id = 'root';
    root.innerHTML = composedHtml();
    document.body.append(root);
    const button = root.querySelector('button')!;

    holdComposedPage({ pathname: '/', search: '', hash: '' } as Location);
    holdRegionUntilFrameLive();
    await act(async () =>
      renderWithProviders(
        <SitePagesContext value={[gallery]}>
          <RemotePage entry={gallery} />
        </SitePagesContext>,
        { container: root, hydrate: true },
      ),
    );

    // The frame is live on its own code; the page is not until its region has hydrated.
    expect(isFrameLive()).toBe(true);
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
});
