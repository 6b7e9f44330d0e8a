import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readPreload, stylesFor } from './remote-preload';

function distWith(files: Record<string, string>): string {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'clinic-preload-'));
  for (const [name, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dist, name)), { recursive: true });
    fs.writeFileSync(path.join(dist, name), text);
  }
  return dist;
}

const manifest = (css: { sync: string[]; async: string[] }) =>
  JSON.stringify({
    exposes: [
      {
        path: './pages',
        assets: { js: { sync: ['assets/pages.js'], async: [] }, css },
      },
    ],
  });

describe('readPreload and stylesFor', () => {
  const dist = distWith({
    'mf-manifest.json': manifest({
      sync: ['assets/pages.css'],
      async: ['assets/home.css', 'assets/medical.css', 'assets/photo.css'],
    }),
    'assets/pages.css': '.pages{}',
    'assets/home.css': '.home{}',
    'assets/medical.css': '.medical{}',
    'assets/photo.css': '.photo{background:url(x.png)}',
  });
  const preload = readPreload(dist, '/releases/mf-content/abc/remoteEntry.js');

  it("lists the entry and ./pages' scripts under the entry's folder", () => {
    expect(preload.scripts).toEqual([
      '/releases/mf-content/abc/remoteEntry.js',
      '/releases/mf-content/abc/assets/pages.js',
    ]);
  });

  it("composes a page with the ./pages module's styles and its own, inlined where they can be", () => {
    expect(stylesFor(preload, ['assets/medical.css'])).toEqual({
      inlineCss: '.pages{}.medical{}',
      links: [],
    });
    expect(stylesFor(preload, ['assets/photo.css', 'assets/new.css'])).toEqual({
      inlineCss: '.pages{}',
      links: [
        '/releases/mf-content/abc/assets/photo.css',
        '/releases/mf-content/abc/assets/new.css',
      ],
    });
  });

  it('a page that lists no styles of its own  gets all of them', () => {
    expect(stylesFor(preload, undefined)).toEqual({
      inlineCss: '.pages{}.home{}.medical{}',
      links: ['/releases/mf-content/abc/assets/photo.css'],
    });
  });

  it('falls back to the entry alone without a readable manifest', () => {
    for (const empty of [
      distWith({}),
      distWith({ 'mf-manifest.json': '{"exposes":[{"path":"./pages"}]}' }),
    ]) {
      const fallback = readPreload(empty, '/mf-blog/remoteEntry.js');
      expect(fallback.scripts).toEqual(['/mf-blog/remoteEntry.js']);
      expect(stylesFor(fallback, undefined)).toEqual({ inlineCss: '', links: [] });
    }
  });
});
