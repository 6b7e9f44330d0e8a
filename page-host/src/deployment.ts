import { SHELL_FOLDER } from '@clinic/contracts/federation/page-host-contract';
import { remoteNames, type RemoteName } from '@clinic/contracts/federation/remote-name';
import { appSource, type ReleaseSource } from './deployment/app-source';
import {
  mergeDeployment,
  type Deployment,
  type PageRenderer,
} from './deployment/merged-deployment';
import { loadRemoteBuild, type RemoteBuild } from './deployment/remote-build';
import { buildHomes } from './deployment/build-homes';
import { loadShellBuild, SHELL_FILES, type ShellBuild } from './deployment/shell-build';
import { appSandboxes } from './sandbox/app-sandboxes';
import type { RemoteServerRef, SandboxLimits } from './sandbox/sandbox-messages';

export { RELEASES_URL_PREFIX, type ReleaseSource } from './deployment/app-source';
export type { Deployment, PageRenderer } from './deployment/merged-deployment';
export type { Preload } from './deployment/remote-preload';

/** How often the files are looked at again; a deploy is live within this time. */
const CHECK_INTERVAL_MS = 1000;

/** The sandboxes of live pages: a page renders in well under this, a few hundred kB of heap. */
export const LIVE_SANDBOX_LIMITS: SandboxLimits = { memoryMb: 512, renderMs: 10_000, spares: true };

export interface DeploymentWatcher {
  current(): Promise<Deployment>;
  /** The next `current()` looks at the files and pointers again, however recent the last look. */
  recheck(): void;
  /** What is deployed, from a read begun after this call (a release just made live included). */
  fresh(): Promise<Deployment>;
  /** Stops the sandboxes the pages were rendered in. */
  close(): void;
}

/**
 * Reads what is deployed, in named steps: where each app's files are (its live release, or
 * before its first, its build under the web root: deployment/app-source.ts), the shell's
 * template, renderer and remotes.json (shell-build.ts), each remote's page manifest, server build
 * and preloads (remote-build.ts, remote-preload.ts), and the site they make together
 * (merged-deployment.ts). The server builds are loaded in sandboxes, never here (decision 0064).
 * Files and pointers are checked again at most once a second, and an app is reloaded only when
 * its release or files changed, so a release, or a remote deployed by copying its `dist` into
 * place, is live without a restart.
 */
export function watchDeployment(
  webRoot: string,
  log: { warn(obj: object, msg: string): void },
  releases?: ReleaseSource,
  {
    limits = LIVE_SANDBOX_LIMITS,
    renderedRemotes = remoteNames,
  }: {
    limits?: SandboxLimits;
    /** The remotes whose pages are rendered (the gate's candidate alone); every one by default. */
    renderedRemotes?: readonly RemoteName[];
  } = {},
): DeploymentWatcher {
  const sandboxes = appSandboxes(limits, log);
  let shell: ShellBuild | undefined;
  const remotes = new Map<RemoteName, RemoteBuild>();
  let snapshot: Promise<Deployment> | undefined;
  let reading: Promise<unknown> | undefined;
  let checkedAt = 0;

  async function read(): Promise<Deployment> {
    shell = loadShellBuild(
      await appSource(webRoot, releases, SHELL_FOLDER, SHELL_FILES),
      shell,
      () => buildHomes(webRoot, releases, SHELL_FOLDER),
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
        return [name, build] as const;
      }),
    );
    const servers = Object.fromEntries(
      loaded.flatMap(([name, build]) =>
        build && renderedRemotes.includes(name) ? [[name, build.server]] : [],
      ),
    ) as Partial<Record<RemoteName, RemoteServerRef>>;
    const loads = await sandboxes.update(shell.server, servers);
    if (loads.shellError)
      log.warn(
        { err: new Error(loads.shellError) },
        'the shell has no usable server build; pages render in the browser',
      );
    // A remote whose new server build could not be loaded keeps its last good one.
    const kept = loaded.map(([name, build]) => {
      const error = loads.remoteErrors[name];
      if (error)
        log.warn(
          { err: new Error(error), remote: name },
          'a remote could not be read; keeping its last release',
        );
      const current = error ? remotes.get(name) : build;
      if (current) remotes.set(name, current);
      else remotes.delete(name);
      return [name, current] as const;
    });
    const renderer: PageRenderer | undefined = loads.shell && {
      remoteContract: loads.shell.remoteContract,
      render: (remote, request) => sandboxes.render(remote, request),
    };
    const contracts = Object.fromEntries(
      Object.entries(loads.remotes).map(([name, loaded]) => [name, loaded?.contract]),
    );
    return mergeDeployment(shell, kept, log, { renderer, contracts });
  }

  return {
    current() {
      const now = Date.now();
      if (!reading && (!snapshot || now - checkedAt >= CHECK_INTERVAL_MS)) {
        checkedAt = now;
        const previous = snapshot;
        // Keep answering from the last good snapshot if reading fails outright.
        snapshot = previous ? read().catch(() => previous) : read();
        reading = snapshot.finally(() => (reading = undefined));
      }
      // One read at a time (a new build's sandbox is started once), and what it finds is what
      // the next page is composed with.
      return snapshot!;
    },
    recheck() {
      checkedAt = 0;
    },
    async fresh() {
      // A read begun before the change may not see it: wait for it, then read again.
      await reading?.catch(() => undefined);
      checkedAt = 0;
      return this.current();
    },
    close() {
      sandboxes.close();
    },
  };
}
