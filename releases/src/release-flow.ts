import { medicalTextChanges } from './medical-text-changes';
import fs from 'node:fs';
import path from 'node:path';
import type { ApiReader, StaffSite } from '@clinic/page-host';
import { appFolders } from '@clinic/contracts/federation/page-host-contract';
import { DEFAULT_GATE_SECONDS, gateInSandboxes, type GateLimits } from './gate-process';
import { contentHash } from './content-hash';
import type { ReleaseCandidate } from '@clinic/contracts/releases/release-candidate';
import type { ReleaseCandidates } from './candidate-store';
import type { ActivePointer } from './pointer-store';
import type { ReleaseRecord, ReleaseStore } from './release-store';
import { releasesPastKeeping } from './retention';
import { previewHome } from './preview/preview-home';

export interface ReleaseContext {
  /** The site's API: the gate reads its real data through it. */
  api: ApiReader;
  webRoot: string;
  store: ReleaseStore;
  /** Who releases: the git identity, RELEASED_BY, or the deploy token's name. */
  by: string;
  /** The deploy token the release came with (its name), when sent over HTTP. */
  token?: string;
  keepHours?: number;
  gateLimits?: GateLimits;
  now?: () => Date;
  /** Release candidates (issue 44): without them, every release goes live when it passes. */
  candidates?: ReleaseCandidates;
  /** Whether an app's releases wait for an owner's approval (RELEASE_APPROVAL). */
  needsApproval?: (app: string) => boolean;
  /** The site's address, which a candidate's preview link is under. */
  previewOrigin?: string;
  /**
   * The staff pages' own origin and the public one (STAFF_URL, decision 0076): with them, a
   * candidate's link is under the origin its preview is seen on (preview/preview-home.ts).
   */
  staffSite?: StaffSite;
}

export type ReleaseOutcome =
  | { readonly live: true; readonly release: ReleaseRecord; readonly removed: readonly string[] }
  | { readonly live: false; readonly release?: ReleaseRecord; readonly reasons: readonly string[] }
  | CandidateOutcome;

/** A release that passed the gate and was kept as a candidate, not live (issue 44). */
export interface CandidateOutcome {
  readonly live: false;
  readonly release: ReleaseRecord;
  readonly reasons: readonly [];
  readonly candidate: ReleaseCandidate;
}

export const isCandidate = (outcome: ReleaseOutcome): outcome is CandidateOutcome =>
  'candidate' in outcome;

/** The live release of every app, read once: the gate pins them all. */
async function liveReleases(store: ReleaseStore): Promise<Record<string, string>> {
  const live: Record<string, string> = {};
  for (const folder of appFolders) {
    const id = (await store.active(folder))?.release;
    if (id) live[folder] = id;
  }
  return live;
}

/**
 * Gates a release in the store in sandboxes, and keeps what it said in its record; `compare`:
 * and which pages it changes (a candidate's).
 */
async function gate(
  context: ReleaseContext,
  folder: string,
  release: ReleaseRecord,
  compare = false,
) {
  const { api, webRoot, store, by, now = () => new Date() } = context;
  // The files as they are gated: a pointer is followed only to files with this hash.
  const gatedHash = await contentHash(store.filesOf(folder, release.id));
  const result = await gateInSandboxes(
    api,
    { webRoot, store, folder, id: release.id, live: await liveReleases(store), compare },
    context.gateLimits,
  );
  store.markGate(folder, release.id, result.passed, now(), gatedHash);
  // Servers sharing the database can then roll back to it, whichever of them made it.
  if (result.passed) await store.share(folder, release.id);
  if (!result.passed)
    await store.record(folder, {
      at: now().toISOString(),
      event: 'refused',
      release: release.id,
      by,
      reasons: result.reasons,
    });
  // Kept on disk, a refused release only takes room: its record and history say why.
  if (!result.passed) await store.dropRefusedFiles(folder, release.id);
  return result;
}

/**
 * Gates a release already in the store and, if it passes, makes it live in place of `before`
 * (what was live when the release began: PointerMoved if that changed meanwhile); then cleans up.
 */
async function gateAndActivate(
  context: ReleaseContext,
  folder: string,
  release: ReleaseRecord,
  before: ActivePointer | undefined,
): Promise<ReleaseOutcome> {
  const { store, by, now = () => new Date() } = context;
  const result = await gate(context, folder, release);
  if (!result.passed) return { live: false, release, reasons: result.reasons };
  await store.activate(folder, release.id, by, now(), before ?? null);
  return { live: true, release, removed: await removePastKeeping(context, folder) };
}

/** Releases no page can name any more go; a candidate still waiting stays (its preview). */
export async function removePastKeeping(context: ReleaseContext, folder: string) {
  const { store, by, now = () => new Date() } = context;
  const waiting = (await context.candidates?.waiting(folder)) ?? new Set<string>();
  const removed = (
    await releasesPastKeeping(store, folder, { keepHours: context.keepHours, now: now() })
  ).filter((id) => !waiting.has(id));
  for (const id of removed) await store.remove(folder, id, by, now());
  return removed;
}

/**
 * Gates a release already in the store and, if it passes, keeps it as a candidate, not live,
 * with a preview link and the pages whose main content it changes (issue 44).
 */
async function gateAsCandidate(
  context: ReleaseContext,
  folder: string,
  release: ReleaseRecord,
): Promise<ReleaseOutcome> {
  const { candidates, now = () => new Date() } = context;
  if (!candidates || !context.previewOrigin)
    throw new Error('release candidates need the site database and its address');
  const result = await gate(context, folder, release, true);
  if (!result.passed) return { live: false, release, reasons: result.reasons };
  const candidate = await candidates.add(
    {
      app: folder,
      id: release.id,
      commit: release.commit,
      releasedBy: release.releasedBy,
      token: release.token ?? context.token,
      gateAt: context.store.get(folder, release.id)?.gate?.at,
      needsApproval: context.needsApproval?.(folder) ?? false,
      changedPages: result.changedPages ?? [],
      medicalPages: await medicalTextChanges(context.store, context.webRoot, folder, release.id),
    },
    previewHome(context.staffSite, folder, context.previewOrigin).origin,
    now(),
  );
  // The same files as a candidate already decided: that decision stands (a declined build sent
  // again is not a new chance).
  if (candidate.state !== 'candidate')
    return {
      live: false,
      release,
      reasons: [
        `${folder} ${release.id} is the same build as a candidate already ${candidate.state}: nothing was changed`,
      ],
    };
  return { live: false, release, reasons: [], candidate };
}

/**
 * Before an app's first release, visitors get its build folder under the web root: that build is
 * kept as a release (gated like any other, never made live here), so a rollback after the first
 * release returns to it. Done once per app.
 */
async function keepBuildFolder(context: ReleaseContext, folder: string) {
  const { store, now = () => new Date() } = context;
  const build = path.join(context.webRoot, folder, 'dist');
  if ((await store.active(folder)) || !fs.existsSync(build)) return;
  if ((await store.history(folder)).some((event) => event.event === 'baseline')) return;
  const release = await store.create(folder, build, {
    commit: 'build folder',
    releasedBy: 'the build folder live before the first release',
    now: now(),
  });
  if ((await gate(context, folder, release)).passed)
    await store.record(folder, {
      at: now().toISOString(),
      event: 'baseline',
      release: release.id,
      by: context.by,
    });
}

/** One release of an app at a time, whoever runs it (the command or the endpoint). */
export const locked = <T>(context: ReleaseContext, folder: string, task: () => Promise<T>) =>
  context.store.lock(
    folder,
    ((context.gateLimits?.seconds ?? DEFAULT_GATE_SECONDS) + 60) * 2 * 1000,
    task,
  );

/**
 * `pnpm release`: the build in `fromDir` (a staging folder no server serves) becomes an immutable
 * release of `folder`, and goes live if it passes the gate. A refused release keeps its record
 * and history in the store, never served; its files are deleted. Throws UnreleasableBuild for a build that is not plain files, and
 * ReleaseInProgress while another release of the app is being gated.
 */
export function releaseBuild(
  context: ReleaseContext,
  folder: string,
  fromDir: string,
  commit: string,
  { preview = false }: { preview?: boolean } = {},
): Promise<ReleaseOutcome> {
  return locked(context, folder, async () => {
    const before = await context.store.active(folder);
    // Copied (and checked) first: a build refused as it stands is no first release.
    const release = await context.store.create(folder, fromDir, {
      commit,
      releasedBy: context.by,
      token: context.token,
      now: context.now?.(),
    });
    await keepBuildFolder(context, folder);
    // A preview, or an app whose releases wait for approval: a candidate, not live.
    if (preview || context.needsApproval?.(folder))
      return gateAsCandidate(context, folder, release);
    return gateAndActivate(context, folder, release, before);
  });
}

/**
 * The release live before `current`, from the history every server shares: the newest other
 * release activated (or kept from the build folder) that is still kept and passed the gate,
 * copied into this store first when another server made it.
 */
async function previousRelease(store: ReleaseStore, folder: string, current?: string) {
  const earlier = (await store.history(folder))
    .filter(
      (event) =>
        (event.event === 'activated' || event.event === 'baseline') && event.release !== current,
    )
    .map((event) => event.release)
    .reverse();
  for (const id of new Set(earlier)) {
    await store.fetch(folder, id);
    if (store.get(folder, id) && store.passedGate(folder, id)) return id;
  }
  return undefined;
}

/**
 * `pnpm rollback`: the named release, or the one live before the current one (the build folder's,
 * after the first release), goes live again through the same gate (the data or the other apps
 * may have moved on since). No rebuild.
 */
export function rollBack(
  context: ReleaseContext,
  folder: string,
  to?: string,
): Promise<ReleaseOutcome> {
  const { store } = context;
  return locked(context, folder, async () => {
    const before = await store.active(folder);
    if (to) await store.fetch(folder, to);
    const target = to ?? (await previousRelease(store, folder, before?.release));
    const release = target ? store.get(folder, target) : undefined;
    if (!release)
      return {
        live: false,
        reasons: [
          to ? `${folder} has no release ${to}` : `${folder} has no earlier release to go back to`,
        ],
      };
    // A candidate goes live by approval or promotion only; a declined one never (issue 44).
    const candidate = await context.candidates?.get(folder, release.id);
    if (candidate && candidate.state !== 'approved' && candidate.state !== 'promoted')
      return {
        live: false,
        release,
        reasons: [
          `${folder} ${release.id} is a release candidate (${candidate.state}): it goes live only by approval or promotion, never by rollback`,
        ],
      };
    return gateAndActivate(context, folder, release, before);
  });
}
