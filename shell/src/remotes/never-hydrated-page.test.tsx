import { act } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadRemote } from '@module-federation/runtime';
import type { PageEntry } from '@clinic/contracts/federation/page-manifest';
import { REMOTE_CONTRACT } from '@clinic/contracts/federation/remote-contract';
import type { RemoteModule } from '@clinic/browser-kit/federation/remote-module';
import { renderWithProviders } from '@clinic/browser-kit/testing/render-with-providers';
import { SitePagesContext } from '../app/site-pages';
import { APP_STATE_ATTRIBUTE } from '../start/page-live';
import { composedRegionHtml } from '../testing/composed-region';
import {
  heldPageKey,
  holdComposedPage,
  isComposedPageHeld,
  noteAddress,
  RemotePage,
} from './remote-page';

vi.mock('@module-federation/runtime', () => ({
  init: vi.fn(),
  loadRemote: vi.fn(),
  registerRemotes: vi.fn(),
}));
vi.mock('@module-federation/runtime/core', () => ({}));

const article: PageEntry = {
  path: '/',
  key: 'article',
  title: 'COPD',
  description: 'About COPD.',
  remote: 'mf_content',
  hydrate: 'never',
};

const contentRemote: RemoteModule = {
  contract: REMOTE_CONTRACT,
  pages: { article: () => <h1>Chronic Obstructive Pulmonary Disease</h1> },
  slices: [],
};

afterEach(() => {
  document.documentElement.removeAttribute(APP_STATE_ATTRIBUTE);
  document.body.innerHTML = '';
});

describe("a page that hydrates 'never', as the server composed it", () => {
  it('keeps the server HTML unhydrated, fetches no remote code, and is announced live', async () => {
    const container = document.createElement('div');
    container.innerHTML = composedRegionHtml(article, contentRemote);
    document.body.append(container);
    const heading = container.querySelector('h1');
    expect(heading).toHaveTextContent('Chronic Obstructive Pulmonary Disease');

    holdComposedPage({ pathname: '/', search: '', hash: '' } as Location);
    await act(async () =>
      renderWithProviders(
        <SitePagesContext value={[article]}>
          <RemotePage entry={article} />
        </SitePagesContext>,
        { container, hydrate: true },
      ),
    );

    expect(loadRemote).not.toHaveBeenCalled();
    // The very node the server sent, still in place.
    expect(container.querySelector('h1')).toBe(heading);
    expect(document.documentElement.getAttribute(APP_STATE_ATTRIBUTE)).toBe('live');
  });

  it('is held until the address changes, a hash included, and never again after', () => {
    holdComposedPage({ pathname: '/COPD', search: '', hash: '' } as Location);
    noteAddress({ pathname: '/COPD', search: '', hash: '' });
    expect(isComposedPageHeld()).toBe(true);
    noteAddress({ pathname: '/COPD', search: '', hash: '#symptoms' });
    expect(isComposedPageHeld()).toBe(false);
    noteAddress({ pathname: '/COPD', search: '', hash: '' });
    expect(isComposedPageHeld()).toBe(false);
  });

  it('has a key no later region has, so the next page never arrives as an update of its region', () => {
    holdComposedPage({ pathname: '/COPD', search: '', hash: '' } as Location);
    noteAddress({ pathname: '/COPD', search: '', hash: '' });
    const key = heldPageKey({ hydrate: 'never' });
    expect(key).toBeDefined();
    expect([heldPageKey({ hydrate: 'after-frame' }), heldPageKey({})]).not.toContain(key);
  });
});
