/**
 * `pnpm --filter @clinic/bench-monolith build <folder>`: a web root of the monolithic build,
 * served by the API exactly like the real one (`WEB_ROOT=<folder> pnpm serve`). Needs
 * `pnpm build` first.
 *
 * - `shell/dist`: this folder's vite.config.ts (the remotes' source in the shell's own chunks, no
 *   federation), with the shell's server build copied beside it.
 * - `<remote>/dist`: the remote's own build for what the server reads (pages.json, the server
 *   build, images), but its `mf-manifest.json` now names the monolith's chunk and stylesheets of
 *   that remote, so the composed page preloads and links those, and its `remoteEntry.js` is empty.
 *
 * Run by Node itself (its type stripping): so only type imports from the workspace.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { FederationManifest } from '@clinic/contracts/federation/page-host-contract';

const here = import.meta.dirname;
const repoRoot = resolve(here, '..', '..', '..');
const shellDir = join(repoRoot, 'shell');
const remotes = ['mf-content', 'mf-blog', 'mf-dashboard'];

const target = process.argv[2];
if (!target) throw new Error('usage: build-web-root.ts <folder>');
const webRoot = resolve(target);
const shellDist = join(webRoot, 'shell', 'dist');

rmSync(webRoot, { recursive: true, force: true });
execFileSync(
  join(here, 'node_modules', '.bin', 'vite'),
  [
    'build',
    '--config',
    join(here, 'vite.config.ts'),
    '--configLoader',
    'runner',
    '--outDir',
    shellDist,
    '--emptyOutDir',
  ],
  { cwd: here, stdio: 'inherit' },
);
cpSync(join(shellDir, 'dist', 'server'), join(shellDist, 'server'), { recursive: true });

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  dynamicImports?: string[];
}

const manifest = JSON.parse(
  readFileSync(join(shellDist, '.vite', 'manifest.json'), 'utf8'),
) as Record<string, ManifestChunk>;

/** Every chunk and stylesheet reachable from a chunk; `lazy` follows dynamic imports too. */
function reachable(key: string, lazy: boolean, seen = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (seen.has(key) || !chunk) return seen;
  seen.add(key);
  for (const next of [...(chunk.imports ?? []), ...(lazy ? (chunk.dynamicImports ?? []) : [])])
    reachable(next, lazy, seen);
  return seen;
}

/** The chunk a manifest key names (every key `reachable` answers is in the manifest). */
const chunkOf = (key: string) => manifest[key] as ManifestChunk;

for (const remote of remotes) {
  const dist = join(webRoot, remote, 'dist');
  cpSync(join(repoRoot, remote, 'dist'), dist, { recursive: true });
  const entryKey = `../${remote}/src/pages.ts`;
  if (!manifest[entryKey]) throw new Error(`the monolithic build has no chunk for ${entryKey}`);
  // Paths relative to the remote's folder, as the server reads a federation manifest's.
  const fromRemote = (file: string) => `../${file}`;
  const js = [...reachable(entryKey, false)].map((key) => fromRemote(chunkOf(key).file));
  const css = [...reachable(entryKey, true)].flatMap((key) => chunkOf(key).css ?? []);
  const federationManifest: FederationManifest = {
    exposes: [
      {
        path: './pages',
        assets: {
          js: { sync: js },
          css: { sync: [...new Set(css)].map(fromRemote), async: [] },
        },
      },
    ],
  };
  for (const file of ['mf-manifest.json', 'remoteEntry.js'])
    for (const suffix of ['.br', '.gz']) rmSync(join(dist, file + suffix), { force: true });
  writeFileSync(join(dist, 'mf-manifest.json'), JSON.stringify(federationManifest));
  writeFileSync(join(dist, 'remoteEntry.js'), '// The monolithic build has no remote entries.\n');
}
console.log(`monolithic web root: ${webRoot}`);
