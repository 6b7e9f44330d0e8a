import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { SHELL_FOLDER } from '@clinic/contracts/federation/page-host-contract';
import type { DeploymentWatcher } from './deployment';
import { RELEASE_ID, type LiveBuilds } from '@clinic/contracts/releases/live-builds';

/**
 * The folders the shell's files are served from at `/`, in the order they are tried: the folder
 * the live shell was read from (its live release, or its build under the web root), then the
 * shell's other releases still kept, newest first, then its build under the web root. The shell
 * builds with Vite's base `/`, so a page names its chunks at `/assets/<name>-<hash>.js`, not by
 * release; a tab composed before a shell release still asks for its own chunks there, and finds
 * them in its release for as long as that release is kept (decision 0027). Hashed names make
 * the fallback safe: one name, one content. A file without a hash (`start-after-load.js`,
 * `remotes.json`) is the live release's.
 */
export function shellFileRoots(
  webRoot: string,
  deployments: DeploymentWatcher,
  builds: LiveBuilds | undefined,
): () => Promise<readonly string[]> {
  const webRootBuild = path.join(webRoot, SHELL_FOLDER, 'dist');
  let known: { version: string; roots: readonly string[] } | undefined;
  return async () => {
    const { version, shellFiles } = await deployments.current();
    if (known?.version !== version) {
      const kept = (builds?.kept(SHELL_FOLDER) ?? []).map((build) => build.files);
      known = { version, roots: [...new Set([shellFiles, ...kept, webRootBuild])] };
    }
    return known.roots;
  };
}

/** The URL path as a file path, or undefined when it does not decode. */
function decodedPath(urlPath: string): string | undefined {
  try {
    return path.posix.normalize(`/${decodeURIComponent(urlPath)}`);
  } catch {
    return undefined;
  }
}

/** Whether `root` holds the file at `filePath`, or a precompressed copy of it. */
const holds = (root: string, filePath: string) =>
  ['', '.br', '.gz'].some((suffix) => fs.existsSync(path.join(root, filePath + suffix)));

/**
 * Serves the shell's files at `/` from `roots()` (shellFileRoots). The shell's static registration
 * decorates `reply.sendFile` and sets the files' headers and private paths (page-host.ts);
 * a path no root holds goes to the not-found handler, which composes the page.
 */
export function serveShellFiles(app: FastifyInstance, roots: () => Promise<readonly string[]>) {
  app.get('/*', async (request, reply) => {
    const urlPath = request.url.split('?')[0] ?? '/';
    const filePath = decodedPath(urlPath);
    const candidates = await roots();
    // A page's path has no file extension (every file the shell builds has one): it is answered
    // by the page composer, so it probes no folder on its way there.
    const isFile = filePath !== undefined && path.posix.extname(filePath) !== '';
    const root =
      (isFile && candidates.find((candidate) => holds(candidate, filePath))) || candidates[0]!;
    return reply.sendFile(urlPath, root);
  });
}

/** Which of the shell's folders holds `file` (its Cache-Control is read relative to it). */
export function shellRootOf(webRoot: string, builds: LiveBuilds | undefined, file: string): string {
  const releases = builds && path.join(builds.root, SHELL_FOLDER);
  const [release] = releases ? path.relative(releases, file).split(path.sep) : [];
  // By its name alone: this runs for every file served, and a release folder is named by its id.
  if (releases && release && RELEASE_ID.test(release)) return path.join(releases, release);
  return path.join(webRoot, SHELL_FOLDER, 'dist');
}
