import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiRequest } from './api-client';
import { ApiError } from './api-error';
import { tokenStorage } from './token-storage';

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  localStorage.clear();
});
afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

function lastCall() {
  const [url, init] = fetchMock.mock.calls.at(-1)!;
  return { url: String(url), init: init!, headers: new Headers(init!.headers) };
}

describe('apiRequest', () => {
  it('calls same-origin /api/v1 and returns the JSON answer', async () => {
    fetchMock.mockResolvedValue(Response.json({ data: [1, 2] }));
    await expect(apiRequest('/social-links', { fallbackMessage: 'x' })).resolves.toEqual({
      data: [1, 2],
    });
    expect(lastCall().url).toBe('/api/v1/social-links');
  });

  it('sends the token from localStorage key Bearer only when asked', async () => {
    tokenStorage.set('tok-123');
    fetchMock.mockImplementation(async () => Response.json({}));
    await apiRequest('/blogs', { auth: true, fallbackMessage: 'x' });
    expect(lastCall().headers.get('Authorization')).toBe('Bearer tok-123');
    // The session's HttpOnly cookie goes along: the token alone is refused (decision 0074).
    expect(lastCall().init.credentials).toBe('include');
    expect(localStorage.getItem('Bearer')).toBe('tok-123');
    await apiRequest('/published-blogs', { fallbackMessage: 'x' });
    expect(lastCall().headers.get('Authorization')).toBeNull();
  });

  it('sends JSON bodies as JSON and FormData untouched', async () => {
    fetchMock.mockImplementation(async () => Response.json({}));
    await apiRequest('/form', { method: 'POST', body: { name: 'Asha' }, fallbackMessage: 'x' });
    expect(lastCall().init.body).toBe('{"name":"Asha"}');
    expect(lastCall().headers.get('Content-Type')).toBe('application/json');
    const form = new FormData();
    form.set('title', 'T');
    await apiRequest('/blog', { method: 'POST', body: form, fallbackMessage: 'x' });
    expect(lastCall().init.body).toBe(form);
    expect(lastCall().headers.get('Content-Type')).toBeNull();
  });

  it("shows the server's message when it sends one", async () => {
    fetchMock.mockResolvedValue(
      Response.json({ message: 'Invalid email or password' }, { status: 401 }),
    );
    await expect(apiRequest('/login', { fallbackMessage: 'Login failed' })).rejects.toMatchObject({
      message: 'Invalid email or password',
      status: 401,
    });
  });

  it("falls back to the spec's text when the server sends none", async () => {
    fetchMock.mockImplementation(
      async () => new Response('<html>Bad gateway</html>', { status: 502 }),
    );
    const failure = apiRequest('/forms', { fallbackMessage: 'Failed to fetch forms' });
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({ message: 'Failed to fetch forms', status: 502 });
  });

  it('turns a network failure into the fallback text', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(
      apiRequest('/forms', { fallbackMessage: 'Failed to fetch forms' }),
    ).rejects.toMatchObject({
      message: 'Failed to fetch forms',
      status: 0,
    });
  });
});
