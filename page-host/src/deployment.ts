import { SHELL_FOLDER } from '@clinic/contracts/federation/page-host-contract';
import { remoteNames, type RemoteName } from '@clinic/contracts/federation/remote-name';
import { appSource, type ReleaseSource } from './deployment/app-source';
import { mergeDeployment, type Deployment } from './deployment/merged-deployment';
import { loadRemoteBuild, type RemoteBuild } from './deployment/remote-build';
import { loadShellBuild, SHELL_FILES, type ShellBuild } from './deployment/shell-build';

export { RELEASES_URL_PREFIX, type ReleaseSource } from './deployment/app-source';
export type { Deployment } from './deployment/merged-deployment';
export type { Preload } from './deployment/remote-preload';

/** How often the files are looked at again; a deploy is live within this time. */
const CHECK_INTERVAL_MS = 1000;

export interface DeploymentWatcher {
  current(): Promise<Deployment>;
}

/**
 * Reads what is deployed, in named steps: where each app's files are (its live release, or
 * before its first, its build under the web root: deployment/app-source.ts), the shell's
 * template, renderer and remotes.json (shell-build.ts), each remote's page manifest, server build
 * and preloads (remote-build.ts, remote-preload.ts), and the site they make together
 * (merged-deployment.ts). Files and pointers are checked again at most once a second, and an app
 * is reloaded only when its release or files changed, so a release, or a remote deployed by
 * copying its `dist` into place, is live without a restart.
 */
export function watchDeployment(
  webRoot: string,
  log: { warn(obj: object, msg: string): void },
  releases?: ReleaseSource,
): DeploymentWatcher {
  let shell: ShellBuild | undefined;
  const remotes = new Map<RemoteName, RemoteBuild>();
  let snapshot: Promise<Deployment> | undefined;
  let checkedAt = 0;

  async function read(): Promise<Deployment> {
    shell = await loadShellBuild(
      await appSource(webRoot, releases, SHELL_FOLDER, SHELL_FILES),
      log,
      shell,
    );
    const { remotes: configured } = shell;
    const loaded = await Promise.all(
      remoteNames.map(async (name) => {
        const build = await loadRemoteBuild(
          webRoot,
          releases,
          name,
          configured[name],
          log,
          remotes.get(name),
        );
        if (build) remotes.set(name, build);
        else remotes.delete(name);
        return [name, build] as const;
      }),
    );
    return mergeDeployment(shell, loaded, log);
  }

  return {
    current() {
      const now = Date.now();
      if (!snapshot || now - checkedAt >= CHECK_INTERVAL_MS) {
        checkedAt = now;
        const previous = snapshot;
        const next = read();
        // Keep answering from the last good snapshot if reading fails outright.
        snapshot = previous ? next.catch(() => previous) : next;
      }
      return snapshot;
    },
  };
}
