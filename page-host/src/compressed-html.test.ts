import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { compressHtml, pickEncoding } from './compressed-html';

describe('compressed pages', () => {
  it('picks brotli, then gzip, then none, honouring q=0', () => {
    expect(pickEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(pickEncoding('gzip;q=1.0, br;q=0')).toBe('gzip');
    expect(pickEncoding('deflate')).toBe('identity');
    expect(pickEncoding(undefined)).toBe('identity');
  });

  it('keeps the three encodings of the same page', async () => {
    const html = `<!doctype html><h1>COPD</h1>${'<p>Breathe easy.</p>'.repeat(200)}`;
    const page = await compressHtml(html);
    expect(page.identity.toString()).toBe(html);
    expect(zlib.brotliDecompressSync(page.br).toString()).toBe(html);
    expect(zlib.gunzipSync(page.gzip).toString()).toBe(html);
    expect(page.br.length).toBeLessThan(page.identity.length / 10);
  });
});
