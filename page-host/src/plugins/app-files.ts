import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import { SHELL_FOLDER } from '@clinic/contracts/federation/page-host-contract';
import type { LiveBuilds } from '@clinic/contracts/releases/live-builds';
import { IMMUTABLE, cacheControlFor } from '../cache-policy';
import { RELEASES_URL_PREFIX, type DeploymentWatcher } from '../deployment';
import { serveShellFiles, shellFileRoots, shellRootOf } from '../shell-files';
import { REMOTE_SITES } from './page-paths';
import { isPrivateFile, type ServeFolder } from './static-files';

export interface AppFilesOptions {
  webRoot: string;
  /** The releases' builds; without them, each app's build folder under the web root only. */
  builds?: LiveBuilds;
  deployments: DeploymentWatcher;
  serve: ServeFolder;
}

/** A file of a release, by its path under the store: `/<app>/<id>/<file>`. */
const RELEASED_FILE = /^\/([a-z][a-z-]*)\/([0-9a-f]{12})\/(.+)$/;

/** The apps' built files: the shell's at `/`, each remote's under its prefix, released files. */
async function appFiles(app: FastifyInstance, options: AppFilesOptions) {
  const { webRoot, builds, deployments, serve } = options;
  // The shell first: its registration decorates `reply.sendFile` with its headers and private
  // paths, and its files come from its live release and those still kept (shell-files.ts).
  const shellBuild = path.join(webRoot, SHELL_FOLDER, 'dist');
  await serve(
    shellBuild,
    '/',
    (file) => cacheControlFor(shellRootOf(webRoot, builds, file), file),
    undefined,
    false,
  );
  serveShellFiles(app, shellFileRoots(webRoot, deployments, builds));
  if (!fs.existsSync(shellBuild) && !(await builds?.live(SHELL_FOLDER)))
    app.log.warn({ root: shellBuild }, 'the shell is not deployed yet');

  for (const site of REMOTE_SITES) {
    const root = path.join(webRoot, site.dir, 'dist');
    // Registered even when missing: an app deployed after start is served at once, as its
    // pages are (the deployment watcher finds them); until then its prefix answers 404.
    if (!fs.existsSync(root)) app.log.warn({ root }, `${site.dir} is not deployed yet`);
    await serve(root, site.prefix, (file) => cacheControlFor(root, file));
  }

  // Released files, each under its release's own URL, so they never change and are cached for
  // good; only a release's files are served, never its record or its server build.
  if (!builds) return;
  await serve(
    builds.root,
    RELEASES_URL_PREFIX,
    () => IMMUTABLE,
    (pathName) => {
      const [, folder, id, file] = RELEASED_FILE.exec(pathName) ?? [];
      // A release the gate refused, or has not passed yet, is never served (decision 0032).
      return file !== undefined && !isPrivateFile(`/${file}`) && builds.passedGate(folder!, id!);
    },
  );
}

export default fastifyPlugin(appFiles, { name: 'page-host-app-files' });
