import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { SERVER_ENTRY_FILE } from '@clinic/contracts/federation/page-host-contract';

/** A build to release, and how to tidy up after it. */
export interface StagedBuild {
  readonly dir: string;
  readonly cleanUp: () => void;
}

/**
 * The build `pnpm release` sends: made now into a staging folder no server serves
 * (`<app>/.release-staging/`, removed afterwards; the app's
 * `dist`, which the site serves before the app's first release and the dev servers use, is left
 * as it is), or one already made (`--prebuilt`: the app's `dist`), or any folder (`--from`).
 */
export function stageBuild(
  repository: string,
  app: string,
  args: readonly string[],
  userDir: string,
): StagedBuild | { readonly error: string } {
  const keep = { cleanUp: () => undefined };
  const from = args.indexOf('--from');
  if (from !== -1) {
    const dir = args[from + 1];
    if (!dir || dir.startsWith('--'))
      return { error: '--from needs a folder: the build to release' };
    return { dir: path.resolve(userDir, dir), ...keep };
  }
  if (args.includes('--prebuilt')) {
    const dist = path.join(repository, app, 'dist');
    if (!fs.existsSync(dist))
      return { error: `${app} has no build at ${dist}: run without --prebuilt` };
    return { dir: dist, ...keep };
  }
  // Inside the app's folder, beside its `dist`: the build's own server-render check imports the
  // server build from there, which needs the app's node_modules within reach.
  const stagingRoot = path.join(repository, app, '.release-staging');
  fs.mkdirSync(stagingRoot, { recursive: true });
  const staging = fs.mkdtempSync(path.join(stagingRoot, 'build-'));
  const vite = path.join(repository, app, 'node_modules', '.bin', 'vite');
  process.stdout.write(`› building ${app} into ${staging}\n`);
  // The app's own build (its package.json's `build`), written to the staging folder instead.
  for (const [mode, outDir] of [
    [[], staging],
    [['--ssr'], path.join(staging, path.posix.dirname(SERVER_ENTRY_FILE))],
  ] as const)
    execFileSync(vite, ['build', '--configLoader', 'runner', ...mode, '--outDir', outDir], {
      cwd: path.join(repository, app),
      stdio: 'inherit',
    });
  return {
    dir: staging,
    cleanUp: () => {
      fs.rmSync(staging, { recursive: true, force: true });
      // The folder itself too, unless another release is building there.
      if (fs.readdirSync(stagingRoot).length === 0) fs.rmdirSync(stagingRoot);
    },
  };
}
