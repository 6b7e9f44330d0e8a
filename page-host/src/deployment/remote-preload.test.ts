import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readPreload } from './remote-preload';

function distWith(files: Record<string, string>): string {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'clinic-preload-'));
  for (const [name, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dist, name)), { recursive: true });
    fs.writeFileSync(path.join(dist, name), text);
  }
  return dist;
}

const manifest = (css: string[]) =>
  JSON.stringify({
    exposes: [
      {
        path: './pages',
        assets: { js: { sync: ['assets/pages.js'], async: [] }, css: { sync: css, async: [] } },
      },
    ],
  });

describe('readPreload', () => {
  it("lists the entry and ./pages' scripts under the entry's folder, inlines CSS it can and links the rest", () => {
    const dist = distWith({
      'mf-manifest.json': manifest(['assets/a.css', 'assets/b.css']),
      'assets/a.css': '.a{color:red}',
      'assets/b.css': '.b{background:url(x.png)}',
    });
    expect(readPreload(dist, '/releases/mf-blog/abc/remoteEntry.js')).toEqual({
      scripts: ['/releases/mf-blog/abc/remoteEntry.js', '/releases/mf-blog/abc/assets/pages.js'],
      styles: ['/releases/mf-blog/abc/assets/b.css'],
      inlineCss: '.a{color:red}',
    });
  });

  it('falls back to the entry alone without a readable manifest', () => {
    for (const dist of [
      distWith({}),
      distWith({ 'mf-manifest.json': '{"exposes":[{"path":"./pages"}]}' }),
    ])
      expect(readPreload(dist, '/mf-blog/remoteEntry.js')).toEqual({
        scripts: ['/mf-blog/remoteEntry.js'],
        styles: [],
        inlineCss: '',
      });
  });
});
