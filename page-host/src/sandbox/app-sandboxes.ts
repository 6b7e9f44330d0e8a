import { fileURLToPath } from 'node:url';
import type { RenderRequest } from '@clinic/contracts/federation/page-host-contract';
import { ASSET_BASE_GLOBAL, type RemoteName } from '@clinic/contracts/federation/remote-name';
import type {
  LoadRequest,
  LoadReport,
  RemoteServerRef,
  SandboxLimits,
  ServerBuildRef,
} from './sandbox-messages';
import { SandboxFailed, startSandbox, type Sandbox, type SandboxRender } from './sandbox-process';
import { singletonFolders } from './singleton-folders';

/** A sandbox that stopped is started again after this, doubling up to the most. */
const FIRST_RESTART_MS = 500;
const MOST_RESTART_MS = 30_000;

/** What the deployed server builds said of themselves when their sandboxes loaded them. */
export interface LoadedBuilds {
  /** The shell's `remoteContract`; undefined when its build could not be loaded (`shellError`). */
  readonly shell?: { readonly remoteContract?: string };
  readonly shellError?: string;
  /** Each remote whose build loaded, with the contract its module says it implements. */
  readonly remotes: Partial<Record<RemoteName, { readonly contract?: string }>>;
  /** Each remote whose new build could not be loaded: its last good one goes on rendering. */
  readonly remoteErrors: Partial<Record<RemoteName, string>>;
}

/** A render's result; `degraded` when its remote's sandbox was down and the browser has the region. */
export interface AppRender extends SandboxRender {
  readonly degraded: boolean;
}

type Key = 'shell' | RemoteName;

interface Slot {
  readonly signature: string;
  readonly readable: readonly string[];
  readonly start: () => Sandbox;
  /** The shell it holds, and its remote's part of the load: what a spare is given. */
  readonly shellUrl: string;
  readonly remoteLoad?: LoadRequest['remote'];
  sandbox?: Sandbox;
  report?: LoadReport;
  restarts: number;
  restartTimer?: NodeJS.Timeout;
}

const WORKER_FILE = fileURLToPath(new URL('./sandbox-worker.mjs', import.meta.url));

const failureOf = (report: LoadReport): string | undefined =>
  report.stopped ?? report.shell?.error ?? report.remote?.error;

/**
 * The sandboxes pages are rendered in (decision 0064): one per remote, holding the shell's server
 * build and that remote's, and one with the shell's alone (the not-found page, and any page while
 * its remote's sandbox is down). A team's code thus shares a process with the shell's only, as
 * its browser code shares the document with the shell's. A sandbox that stops is started again;
 * meanwhile its remote's pages are composed without its region, which the browser renders.
 */
export function appSandboxes(limits: SandboxLimits, log: { warn(obj: object, msg: string): void }) {
  const singletons = singletonFolders(WORKER_FILE);
  const slots = new Map<Key, Slot>();
  const spares = new Map<
    RemoteName,
    { shellUrl: string; sandbox: Sandbox; ready: Promise<LoadReport> }
  >();
  /** Builds that could not be loaded, by key: not tried again until their files change. */
  const failed = new Map<Key, { signature: string; report: LoadReport }>();
  let closed = false;
  let currentShell: ServerBuildRef | undefined;
  let startingShell: Promise<LoadReport> | undefined;

  function retire(sandbox: Sandbox | undefined) {
    if (!sandbox) return;
    // Renders already under way finish first (they are stopped at the render limit anyway).
    if (sandbox.busy === 0) sandbox.close();
    else setTimeout(() => sandbox.close(), limits.renderMs).unref();
  }

  function watch(key: Key, slot: Slot, sandbox: Sandbox) {
    sandbox.onExit((why) => {
      if (closed || slot.sandbox !== sandbox || slots.get(key) !== slot) return;
      slot.sandbox = undefined;
      const wait = Math.min(FIRST_RESTART_MS * 2 ** slot.restarts, MOST_RESTART_MS);
      slot.restarts++;
      log.warn({ app: key, why, restartInMs: wait }, 'a sandbox stopped; starting it again');
      slot.restartTimer = setTimeout(() => void restart(key, slot), wait);
      slot.restartTimer.unref();
    });
  }

  async function restart(key: Key, slot: Slot) {
    if (closed || slots.get(key) !== slot) return;
    const sandbox = slot.start();
    const report = await loadedWithin(sandbox);
    if (closed || slots.get(key) !== slot) return sandbox.close();
    slot.sandbox = sandbox;
    watch(key, slot, sandbox);
    if (failureOf(report)) sandbox.close();
  }

  /** A sandbox that does not say it loaded in time (a build that loops at import) is stopped. */
  async function loadedWithin(
    sandbox: Sandbox,
    loading: Promise<LoadReport> = sandbox.loaded,
  ): Promise<LoadReport> {
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<LoadReport>((resolve) => {
      timer = setTimeout(() => {
        sandbox.close();
        resolve({ stopped: `it did not load within ${limits.renderMs} ms` });
      }, limits.renderMs);
    });
    const report = await Promise.race([loading, late]);
    clearTimeout(timer);
    return report;
  }

  function slotFor(
    key: Key,
    signature: string,
    builds: readonly (ServerBuildRef | undefined)[],
    shell: ServerBuildRef,
    remote?: RemoteServerRef,
  ): Slot {
    const readable = [
      WORKER_FILE,
      ...singletons.readable,
      ...builds.flatMap((build) => (build ? [build.folder] : [])),
    ];
    const remoteLoad = remote && {
      name: remote.name,
      url: remote.url,
      assetBase: remote.assetBase,
      assetGlobal: ASSET_BASE_GLOBAL,
    };
    const load = {
      singletons: singletons.anchors,
      shell: { url: shell.url },
      ...(remoteLoad && { remote: remoteLoad }),
    };
    return {
      signature,
      readable,
      shellUrl: shell.url,
      remoteLoad,
      start: () => startSandbox(`clinic-sandbox:${key}`, readable, load, limits),
      restarts: 0,
    };
  }

  /** The shell's own sandbox, started the first time a page needs it. */
  function shellReport(): Promise<LoadReport> {
    const shell = currentShell;
    if (!shell) return Promise.resolve({ stopped: 'the shell has no server build' });
    const slot = slots.get('shell');
    if (slot?.report) return Promise.resolve(slot.report);
    startingShell ??= replace('shell', slotFor('shell', shell.url, [shell], shell)).finally(() => {
      startingShell = undefined;
    });
    return startingShell;
  }

  /**
   * A remote's spare: a sandbox with the shell loaded, allowed to read wherever the shell's and
   * the remote's builds are, waiting for the remote's next build. A release then costs that
   * build's import alone, not a process's start, the React packages' and the shell's; a shell
   * release costs the new shell's import beside the old one (its React packages are loaded).
   */
  function startSpare(remote: RemoteServerRef, shell: ServerBuildRef) {
    if (!limits.spares || closed || spares.has(remote.name)) return;
    const readable = [WORKER_FILE, ...singletons.readable, ...shell.homes, ...remote.homes];
    const sandbox = startSandbox(
      `clinic-sandbox:${remote.name}`,
      readable,
      { singletons: singletons.anchors, shell: { url: shell.url } },
      limits,
    );
    const spare = { shellUrl: shell.url, sandbox, ready: loadedWithin(sandbox) };
    spares.set(remote.name, spare);
    sandbox.onExit(() => void (spares.get(remote.name) === spare && spares.delete(remote.name)));
  }

  /** The sandbox a slot's builds were loaded in: its remote's spare when one is ready, or new. */
  async function loadSlot(key: Key, slot: Slot): Promise<[Sandbox, LoadReport]> {
    const spare = key === 'shell' ? undefined : spares.get(key);
    if (spare && slot.remoteLoad) {
      spares.delete(key as RemoteName);
      const newShell = spare.shellUrl === slot.shellUrl ? {} : { shell: { url: slot.shellUrl } };
      if (!failureOf(await spare.ready))
        return [
          spare.sandbox,
          await loadedWithin(
            spare.sandbox,
            spare.sandbox.loadMore({ remote: slot.remoteLoad, ...newShell }),
          ),
        ];
      spare.sandbox.close();
    }
    const sandbox = slot.start();
    return [sandbox, await loadedWithin(sandbox)];
  }

  /** Starts `slot`'s sandbox; it replaces the key's current one only if its builds loaded. */
  async function replace(key: Key, slot: Slot): Promise<LoadReport> {
    const known = failed.get(key);
    if (known?.signature === slot.signature) return known.report;
    const [sandbox, report] = await loadSlot(key, slot);
    if (failureOf(report) || closed) {
      sandbox.close();
      failed.set(key, { signature: slot.signature, report });
      return report;
    }
    failed.delete(key);
    const previous = slots.get(key);
    if (previous?.restartTimer) clearTimeout(previous.restartTimer);
    retire(previous?.sandbox);
    slot.sandbox = sandbox;
    slot.report = report;
    slots.set(key, slot);
    watch(key, slot, sandbox);
    return report;
  }

  return {
    /**
     * Loads these builds, each in the sandboxes that hold it (a build already loaded is left as
     * it is), and says what each said of itself or why it could not be loaded.
     */
    async update(
      shell: ServerBuildRef | undefined,
      remotes: Partial<Record<RemoteName, RemoteServerRef>>,
    ): Promise<LoadedBuilds> {
      const result: LoadedBuilds = { remotes: {}, remoteErrors: {} };
      if (shell?.url !== currentShell?.url) {
        // The shell's own sandbox starts again when first needed, with the new shell.
        retire(slots.get('shell')?.sandbox);
        slots.delete('shell');
        startingShell = undefined;
      }
      currentShell = shell;
      if (!shell) {
        for (const slot of slots.values()) retire(slot.sandbox);
        slots.clear();
        return { ...result, shellError: 'the shell has no server build' };
      }
      const wanted = Object.entries(remotes) as [RemoteName, RemoteServerRef][];
      for (const [key, slot] of slots)
        if (key !== 'shell' && !(key in remotes)) {
          retire(slot.sandbox);
          slots.delete(key);
        }
      // Without a remote, the shell's own sandbox says whether its build loads.
      if (wanted.length === 0) {
        const report = await shellReport();
        const shellError = failureOf(report);
        return shellError
          ? { ...result, shellError }
          : { ...result, shell: { remoteContract: report.shell?.remoteContract } };
      }
      // Every remote's sandbox loads the shell too: what it says of the shell is the shell's.
      const reports = await Promise.all(
        wanted.map(async ([name, remote]) => {
          const signature = `${shell.url}\n${remote.url}`;
          const current = slots.get(name);
          if (current?.signature === signature) return [name, current.report!] as const;
          return [
            name,
            await replace(name, slotFor(name, signature, [shell, remote], shell, remote)),
          ] as const;
        }),
      );
      const shellError = reports.map(([, report]) => report.shell?.error).find(Boolean);
      if (shellError) return { ...result, shellError };
      for (const [, remote] of wanted) startSpare(remote, shell);
      const loaded: LoadedBuilds['remotes'] = {};
      const errors: LoadedBuilds['remoteErrors'] = {};
      for (const [name, report] of reports) {
        const failure = failureOf(report);
        if (failure) errors[name] = failure;
        // The remote's last good build, if a new one failed, is what its slot still holds.
        const live = slots.get(name)?.report;
        if (live && !failureOf(live)) loaded[name] = { contract: live.remote?.contract };
      }
      const fresh = reports.find(([, report]) => !failureOf(report))?.[1];
      return {
        shell: { remoteContract: fresh?.shell?.remoteContract },
        remotes: loaded,
        remoteErrors: errors,
      };
    },

    /**
     * Renders a page in its remote's sandbox; while that one is down (stopped, or stopped by
     * this very render), in the shell's alone, which leaves the region to the browser.
     */
    async render(
      remote: RemoteName | undefined,
      request: Omit<RenderRequest, 'modules'>,
    ): Promise<AppRender> {
      const slot = remote ? slots.get(remote) : undefined;
      if (slot?.sandbox) {
        const sandbox = slot.sandbox;
        try {
          const rendered = await sandbox.render(request, limits.renderMs);
          slot.restarts = 0;
          return { ...rendered, degraded: false };
        } catch (error) {
          // The page threw while its sandbox lives on: that is the page's answer.
          if (!(error instanceof SandboxFailed) || slot.sandbox === sandbox) throw error;
        }
      }
      await shellReport();
      const shell = slots.get('shell')?.sandbox;
      if (!shell) throw new SandboxFailed('no sandbox can render pages right now');
      const rendered = await shell.render(request, limits.renderMs);
      return { ...rendered, degraded: remote !== undefined };
    },

    close() {
      closed = true;
      for (const spare of spares.values()) spare.sandbox.close();
      spares.clear();
      for (const slot of slots.values()) {
        if (slot.restartTimer) clearTimeout(slot.restartTimer);
        slot.sandbox?.close();
      }
      slots.clear();
    },
  };
}

export type AppSandboxes = ReturnType<typeof appSandboxes>;
