// @vitest-environment node
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { build, type Rollup } from 'vite';
import { PAGE_MANIFEST_FILE } from '@clinic/contracts/federation/page-host-contract';
import type { PageManifest } from '@clinic/contracts/federation/page-manifest';
import { pageManifestPlugin } from './page-manifest-plugin';

let root: string | undefined;

afterEach(() => {
  if (root) rmSync(root, { recursive: true, force: true });
  root = undefined;
});

/** A remote's source of two pages that share a module holding only a stylesheet. */
function writeRemote(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'page-manifest-'));
  const files: Record<string, string> = {
    'pages.ts': `export default { home: () => import('./home'), about: () => import('./about') };`,
    'ui.ts': `import './ui.css';`,
    'ui.css': `.ui { color: red; }`,
    'home.ts': `import './ui';\nimport './home.css';\nexport default () => 'home';`,
    'home.css': `.home { color: blue; }`,
    'about.ts': `import './ui';\nexport default () => 'about';`,
  };
  for (const [name, text] of Object.entries(files)) writeFileSync(path.join(dir, name), text);
  return dir;
}

describe('pageManifestPlugin, in a real build', () => {
  it("lists each page's files as the build wrote them: a chunk of only CSS, which Vite removes, is not among them, and its stylesheet comes first", async () => {
    root = writeRemote();
    const pages = ['home', 'about'].map((key) => ({
      path: `/${key}`,
      key,
      title: key,
      description: key,
    }));
    const output = (await build({
      root,
      logLevel: 'silent',
      configFile: false,
      plugins: [pageManifestPlugin('mf_content', pages, 'pages.ts')],
      build: {
        write: false,
        minify: false,
        rollupOptions: { input: path.join(root, 'pages.ts'), preserveEntrySignatures: 'strict' },
      },
    })) as Rollup.RollupOutput;
    const written = new Set(output.output.map((file) => file.fileName));
    const asset = output.output.find((file) => file.fileName === PAGE_MANIFEST_FILE);
    const manifest = JSON.parse(String(asset?.type === 'asset' && asset.source)) as PageManifest;

    const listed = Object.values(manifest.pageFiles ?? {}).flat();
    expect(listed.length).toBeGreaterThan(0);
    expect(listed.filter((file) => !written.has(file))).toEqual([]);
    const home = manifest.pages.find((page) => page.key === 'home');
    expect(home?.styles?.map((file) => path.basename(file).split('-')[0])).toEqual(['ui', 'home']);
  });
});
