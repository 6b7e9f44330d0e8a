import { act } from '@testing-library/react';
import type { ReactElement } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { Provider } from 'react-redux';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { onTestFinished, vi } from 'vitest';
import type { Blog } from '@clinic/contracts/entities/blog';
import type { PageEntry } from '@clinic/contracts/federation/page-manifest';
import type { PageData } from '@clinic/contracts/federation/remote-contract';
import { makeStore } from '@clinic/browser-kit/store/make-store';
import { injectSlices } from '@clinic/browser-kit/store/root-reducer';
import { blogSearchSlice } from '../../../store/blog-search-slice';
import { renderWithProviders } from '@clinic/browser-kit/testing/render-with-providers';
import { blogPages } from '../../../page-manifest';

// The shell injects the slices mf-blog lists; here the tests do.
injectSlices([blogSearchSlice]);

export const pageEntry = (key: string): PageEntry => ({
  ...blogPages.find((page) => page.key === key)!,
  remote: 'mf_blog',
});

let nextId = 1;

export function makeBlog(overrides: Partial<Blog> = {}): Blog {
  const id = (nextId++).toString(16).padStart(24, '0');
  return {
    _id: id,
    title: `Blog ${id}`,
    subTitle: 'A short subtitle.',
    status: 'published',
    image: null,
    content: [],
    createdAt: '2026-03-04T20:00:00.000Z',
    ...overrides,
  };
}

/** What the API answers, per path under /api/v1; a promise that never settles keeps a call pending. */
type Reply = { status: number; body?: unknown } | 'pending';

/** Replaces `fetch` with the given answers; returns the mock to inspect the calls. */
export function answerApi(replies: Record<string, Reply>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const path = String(input).replace(/^\/api\/v1/, '');
    const reply = replies[path];
    if (!reply) throw new Error(`unexpected call to ${path}`);
    if (reply === 'pending') return new Promise<Response>(() => undefined);
    return new Response(reply.body === undefined ? '' : JSON.stringify(reply.body), {
      status: reply.status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** Shows where the in-memory router is, so tests can read the address. */
function Address() {
  const { pathname, search } = useLocation();
  return <div data-testid="address">{pathname + search}</div>;
}

/**
 * Renders a page with its own store, router and SWR cache, `data` as the server's answers
 * (SWR's fallback), as the shell would in the browser.
 */
export function renderBlogPage(page: ReactElement, { route = '/', data = {} as PageData } = {}) {
  return renderWithProviders(
    <SWRConfig value={{ provider: () => new Map(), fallback: data, dedupingInterval: 0 }}>
      {page}
      <Address />
    </SWRConfig>,
    { route },
  );
}

/**
 * Renders the page to HTML as the server would, then hydrates that HTML with a fresh store and
 * SWR cache, as the browser does; returns what React reported as not matching.
 */
export async function hydrateBlogPage(
  page: ReactElement,
  { route = '/', data = {} as PageData } = {},
) {
  const tree = () => (
    <Provider store={makeStore()}>
      <MemoryRouter initialEntries={[route]}>
        <SWRConfig value={{ provider: () => new Map(), fallback: data, dedupingInterval: 0 }}>
          {page}
        </SWRConfig>
      </MemoryRouter>
    </Provider>
  );
  const container = document.createElement('div');
  container.innerHTML = renderToString(tree());
  document.body.append(container);
  const serverHtml = container.innerHTML;
  const mismatches: unknown[] = [];
  let root: Root | undefined;
  await act(async () => {
    root = hydrateRoot(container, tree(), {
      onRecoverableError: (error) => void mismatches.push(error),
    });
  });
  onTestFinished(() => {
    act(() => root?.unmount());
    container.remove();
  });
  return { serverHtml, mismatches };
}
