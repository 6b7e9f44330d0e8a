import { remoteNames } from '@clinic/contracts/federation/remote-name';
import type { ApiReader } from '@clinic/page-host';
import { watchDeployment } from '@clinic/page-host';
import { changedPages, renderMains } from './changed-pages';
import { gateRelease, messageOf, remoteOfFolder, type GateResult } from './release-gate';
import { liveBuilds, pinnedBuilds } from './live-builds';
import type { ReleaseStore } from './release-store';

/** How long the gate may take before the release is refused: a shell renders every page. */
export const DEFAULT_GATE_SECONDS = 180;
/** The heap each of the gate's sandboxes may use: a release that needs more is refused. */
export const DEFAULT_GATE_MEMORY_MB = 1024;
/** Below the server's priority: pages are served first while a release is gated. */
const GATE_NICENESS = 10;

export interface GateLimits {
  seconds?: number;
  memoryMb?: number;
}

/** What the gate checks: a release in the store, beside the other apps' live releases. */
export interface GateRequest {
  readonly webRoot: string;
  readonly store: ReleaseStore;
  readonly folder: string;
  readonly id: string;
  /** The live release of each app, by folder, as this process read its pointers. */
  readonly live: Readonly<Record<string, string>>;
  /** Also render the passed release's pages as the live site has them, for what changed. */
  readonly compare?: boolean;
}

/** What the gate said, and (asked to compare) the pages whose main content it changes. */
export type GateOutcome = GateResult & { readonly changedPages?: readonly string[] };

/**
 * Runs the gate (release-gate.ts) with the candidate's and the live apps' server builds in
 * sandboxes of their own (decision 0064): with a time limit for the whole gate, a heap limit and
 * a lower CPU priority for each sandbox, none of the server's environment, and no way to write
 * the store. Only this process, the site's, keeps what the gate said. A gate that does not
 * finish in time stops its sandboxes and the release is refused; so does one that crashes or
 * runs out of memory.
 */
export async function gateInSandboxes(
  api: ApiReader,
  { webRoot, store, folder, id, live, compare = false }: GateRequest,
  { seconds = DEFAULT_GATE_SECONDS, memoryMb = DEFAULT_GATE_MEMORY_MB }: GateLimits = {},
): Promise<GateOutcome> {
  const loading: string[] = [];
  const candidate = remoteOfFolder(folder);
  const sandboxed = (pinned: Record<string, string>) =>
    watchDeployment(
      webRoot,
      {
        warn: (detail: { err?: unknown }, message) =>
          void loading.push(`${message}: ${messageOf(detail.err)}`),
      },
      { builds: liveBuilds(store), pinned: pinnedBuilds(store, pinned) },
      {
        limits: { memoryMb, renderMs: seconds * 1000, niceness: GATE_NICENESS },
        // A remote's gate renders its own pages only: the other remotes need no sandbox.
        renderedRemotes: candidate ? [candidate] : remoteNames,
      },
    );
  const deployments = sandboxed({ ...live, [folder]: id });
  /** The same pages rendered as the live site has them, compared with the candidate's. */
  const withChanges = async (result: GateResult): Promise<GateOutcome> => {
    if (!compare || !result.passed || !result.renders) return result;
    const liveSite = sandboxed(live);
    try {
      const liveRenders = await renderMains(api, liveSite, Object.keys(result.renders));
      return { ...result, changedPages: changedPages(result.renders, liveRenders) };
    } finally {
      liveSite.close();
    }
  };
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<GateResult>((resolve) => {
    timer = setTimeout(
      () =>
        resolve({
          passed: false,
          reasons: [`the gate did not finish within ${seconds} s (the release hangs or loops)`],
        }),
      seconds * 1000,
    );
  });
  try {
    return await Promise.race([
      gateRelease(api, { store, folder, id, deployments, loading }).then(withChanges),
      late,
    ]);
  } finally {
    clearTimeout(timer);
    deployments.close();
  }
}
