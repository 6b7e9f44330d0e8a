import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiUpload } from './api-upload';
import { tokenStorage } from './token-storage';

type Listener = (event: { lengthComputable?: boolean; loaded?: number; total?: number }) => void;

/** Just enough of XMLHttpRequest to drive an upload by hand from a test. */
class FakeXhr {
  static last: FakeXhr;
  method = '';
  url = '';
  withCredentials = false;
  status = 0;
  responseText = '';
  headers: Record<string, string> = {};
  body: unknown;
  private readonly listeners: Record<string, Listener[]> = {};
  private readonly uploadListeners: Record<string, Listener[]> = {};
  readonly upload = {
    addEventListener: (type: string, listener: Listener) =>
      (this.uploadListeners[type] ??= []).push(listener),
  };

  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name.toLowerCase()] = value;
  }
  addEventListener(type: string, listener: Listener) {
    (this.listeners[type] ??= []).push(listener);
  }
  send(body: unknown) {
    this.body = body;
  }
  abort() {
    this.emit('abort');
  }
  sent(loaded: number, total: number) {
    for (const listener of this.uploadListeners.progress ?? [])
      listener({ lengthComputable: true, loaded, total });
  }
  uploadDone() {
    for (const listener of this.uploadListeners.load ?? []) listener({});
  }
  answer(status: number, text: string) {
    this.status = status;
    this.responseText = text;
    this.emit('load');
  }
  emit(type: string) {
    for (const listener of this.listeners[type] ?? []) listener({});
  }
}

beforeEach(() => {
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  localStorage.clear();
});
afterEach(() => vi.unstubAllGlobals());

const form = () => {
  const body = new FormData();
  body.set('title', 'Winter smog');
  return body;
};

describe('apiUpload', () => {
  it('sends the form to /api/v1 with the bearer token and no Content-Type of its own', async () => {
    tokenStorage.set('tok-9');
    const body = form();
    const done = apiUpload('/blog', { method: 'POST', body, auth: true, fallbackMessage: 'x' });
    const xhr = FakeXhr.last;
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('/api/v1/blog');
    expect(xhr.body).toBe(body);
    expect(xhr.headers.authorization).toBe('Bearer tok-9');
    // The session's HttpOnly cookie goes along: the token alone is refused (decision 0074).
    expect(xhr.withCredentials).toBe(true);
    expect(xhr.headers['content-type']).toBeUndefined();
    xhr.answer(201, '{"data":{"_id":"b1"}}');
    await expect(done).resolves.toEqual({ data: { _id: 'b1' } });
  });

  it('reports the share of the body sent, ending at 1', async () => {
    const progress: number[] = [];
    const done = apiUpload('/blog', {
      method: 'PUT',
      body: form(),
      fallbackMessage: 'x',
      onProgress: (sent) => progress.push(sent),
    });
    const xhr = FakeXhr.last;
    xhr.sent(25, 100);
    xhr.sent(100, 100);
    xhr.uploadDone();
    xhr.answer(200, '{}');
    await done;
    expect(progress).toEqual([0.25, 1, 1]);
  });

  it("rejects with the server's message, or the fallback when there is none", async () => {
    const refused = apiUpload('/blog', { method: 'POST', body: form(), fallbackMessage: 'x' });
    FakeXhr.last.answer(400, '{"message":"Title is required"}');
    await expect(refused).rejects.toMatchObject({ message: 'Title is required', status: 400 });

    const broken = apiUpload('/blog', {
      method: 'POST',
      body: form(),
      fallbackMessage: 'Failed to create blog',
    });
    FakeXhr.last.answer(500, '');
    await expect(broken).rejects.toMatchObject({ message: 'Failed to create blog', status: 500 });
  });

  it('turns a network failure into the fallback text with status 0', async () => {
    const done = apiUpload('/blog', {
      method: 'POST',
      body: form(),
      fallbackMessage: 'Failed to update blog',
    });
    FakeXhr.last.emit('error');
    await expect(done).rejects.toMatchObject({ message: 'Failed to update blog', status: 0 });
  });

  it('aborts when its signal does', async () => {
    const controller = new AbortController();
    const done = apiUpload('/blog', {
      method: 'POST',
      body: form(),
      fallbackMessage: 'x',
      signal: controller.signal,
    });
    controller.abort();
    await expect(done).rejects.toMatchObject({ name: 'AbortError' });
  });
});
