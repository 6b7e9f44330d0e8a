import { describe, expect, it } from 'vitest';
import { readCache } from './read-cache';

describe('readCache', () => {
  it('serves a hit until it expires', async () => {
    let now = 0;
    const cache = readCache(1000, () => now);
    let loads = 0;
    const load = async () => `body ${++loads}`;
    const text = async (body: Promise<unknown> | unknown) => String(await body);
    expect(await text(cache.get('k', load))).toBe('body 1');
    // Kept as bytes, so a hit is not re-encoded per request.
    expect(cache.peek('k')).toEqual(Buffer.from('body 1'));
    now = 999;
    expect(await text(cache.get('k', load))).toBe('body 1');
    now = 1000;
    expect(cache.peek('k')).toBeUndefined();
    expect(await text(cache.get('k', load))).toBe('body 2');
  });

  it('does not keep undefined (not cacheable) results', async () => {
    const cache = readCache(1000);
    expect(await cache.get('draft', async () => undefined)).toBeUndefined();
    expect(cache.peek('draft')).toBeUndefined();
  });

  it('shares one load between concurrent misses', async () => {
    const cache = readCache(1000);
    let loads = 0;
    const load = () =>
      new Promise<string>((resolve) => setTimeout(() => resolve(`v${++loads}`), 5));
    expect(await Promise.all([cache.get('k', load), cache.get('k', load)])).toEqual(['v1', 'v1']);
    expect(loads).toBe(1);
  });

  it('drops a load that a write overtook', async () => {
    const cache = readCache(1000);
    let release!: (value: string) => void;
    const slow = cache.get('k', () => new Promise<string>((resolve) => (release = resolve)));
    cache.clear();
    release('stale');
    expect(await slow).toBe('stale');
    expect(cache.peek('k')).toBeUndefined();
  });
});
