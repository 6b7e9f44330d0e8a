import { afterEach, beforeEach, vi } from 'vitest';

/**
 * Replaces `fetch` for every test of the calling file (the API client's only way out) and
 * clears the stored token afterwards. Give it answers with `mockImplementation`.
 */
export function stubFetch() {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => vi.stubGlobal('fetch', fetchMock));
  afterEach(() => {
    fetchMock.mockReset();
    vi.unstubAllGlobals();
    localStorage.clear();
  });
  return fetchMock;
}

/** The calls made so far as `[method, url, Authorization header]`. */
export const callsOf = (fetchMock: ReturnType<typeof stubFetch>) =>
  fetchMock.mock.calls.map(([url, init]) => [
    init?.method ?? 'GET',
    String(url),
    new Headers(init?.headers).get('Authorization'),
  ]);
