import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { withReleaseLock } from './gate-lock';
import { contentHash, contentId, relativeFiles } from './content-hash';
import { filePointers, type ActivePointer, type PointerStore } from './pointer-store';
import { readHistoryFile, type ReleaseEvent } from './release-history';
import { RELEASE_ID } from '@clinic/contracts/releases/live-builds';

/** What is known of one release of one app: written once, when it is made. */
export interface ReleaseRecord {
  /** The content hash of its files: the same build released twice is one release. */
  readonly id: string;
  /** The app's folder name (`shell`, `mf-blog`, …). */
  readonly app: string;
  readonly commit: string;
  readonly releasedBy: string;
  readonly createdAt: string;
  /** The deploy token it was sent with (its name, never its secret), when sent over HTTP. */
  readonly token?: string;
  /**
   * What the gate said of it. Only a release that passed is ever served or made live; a record
   * written before the gate's result was kept in it counts as passed once it has been live.
   */
  readonly gate?: {
    readonly passed: boolean;
    readonly at: string;
    /** The whole SHA-256 of the files that were gated (content-hash.ts). */
    readonly contentHash?: string;
  };
}

/** A build folder that cannot be a release as it is: it names the file at fault. */
export class UnreleasableBuild extends Error {}

export type { ActivePointer } from './pointer-store';
export type { ReleaseEvent } from './release-history';

export { RELEASE_ID };

const readJson = <T>(file: string): T | undefined => {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as T;
  } catch {
    return undefined;
  }
};

/**
 * Refuses a build holding anything but files and folders: a symbolic link would be followed when
 * served (out of the release, past its content hash), and a device or socket is no build output.
 */
async function assertPlainFiles(dir: string) {
  for (const entry of await fs.promises.readdir(dir, { recursive: true, withFileTypes: true })) {
    if (entry.isFile() || entry.isDirectory()) continue;
    const where = path.relative(dir, path.join(entry.parentPath, entry.name));
    throw new UnreleasableBuild(
      `${where} is ${entry.isSymbolicLink() ? 'a symbolic link' : 'not a file'}: a release holds files only`,
    );
  }
}

/** Every file under `dir`, as sorted paths relative to it. */
export const filesUnder = (dir: string): string[] =>
  relativeFiles(dir, fs.readdirSync(dir, { recursive: true, withFileTypes: true }));

/** Writes a file whole or not at all: a reader sees the old content or the new, never half. */
export function writeAtomically(file: string, text: string) {
  const temporary = `${file}.${randomBytes(6).toString('hex')}.tmp`;
  fs.writeFileSync(temporary, text);
  fs.renameSync(temporary, file);
}

/**
 * The releases of every app, on disk under `root` (decision 0026):
 *   <app>/<id>/…          the build's files, never changed once in place
 *   <app>/<id>.json       its record (commit, who, when)
 *   <app>/active.json     the pointer to the live release (or a database row: PointerStore)
 *   <app>/history.jsonl   activations, refusals and removals, one JSON line each (or, with
 *                         the pointers in the database, `release_history` there: decision 0072)
 * A release is copied into a temporary folder and renamed into place, so a half-finished copy
 * is never a release.
 */
export function openReleaseStore(root: string, pointers: PointerStore = filePointers(root)) {
  const appDir = (app: string) => path.join(root, app);
  const filesOf = (app: string, id: string) => path.join(appDir(app), id);
  const recordFile = (app: string, id: string) => path.join(appDir(app), `${id}.json`);

  const servable = new Set<string>();
  /**
   * Whether the release each app's pointer names has the files it gated: looked at again
   * whenever the pointer names another release (a rollback to an older one included).
   */
  const intact = new Map<string, { id: string; check: Promise<boolean> }>();

  const record = (app: string, event: ReleaseEvent) => pointers.history.record(app, event);

  return {
    root,
    filesOf,
    appDir,

    /**
     * Copies a build into the store (or finds the same build already there). Copying and hashing
     * are asynchronous, a file at a time: the site answers meanwhile.
     */
    async create(
      app: string,
      fromDir: string,
      meta: { commit: string; releasedBy: string; token?: string; now?: Date },
    ): Promise<ReleaseRecord> {
      const from = await fs.promises.stat(fromDir).catch(() => undefined);
      if (!from?.isDirectory()) throw new UnreleasableBuild(`${fromDir} is not a folder`);
      await assertPlainFiles(fromDir);
      await fs.promises.mkdir(appDir(app), { recursive: true });
      const incoming = path.join(appDir(app), `.incoming-${randomBytes(6).toString('hex')}`);
      // Links were refused above; a link made while copying is copied as a link, never followed.
      await fs.promises.cp(fromDir, incoming, { recursive: true, verbatimSymlinks: true });
      await assertPlainFiles(incoming);
      const id = await contentId(incoming);
      const existing = this.get(app, id);
      if (existing && fs.existsSync(filesOf(app, id))) {
        await fs.promises.rm(incoming, { recursive: true, force: true });
        return existing;
      }
      await fs.promises.rm(filesOf(app, id), { recursive: true, force: true });
      await fs.promises.rename(incoming, filesOf(app, id));
      const made: ReleaseRecord = {
        id,
        app,
        commit: meta.commit,
        releasedBy: meta.releasedBy,
        createdAt: (meta.now ?? new Date()).toISOString(),
        ...(meta.token ? { token: meta.token } : {}),
      };
      writeAtomically(recordFile(app, id), JSON.stringify(made, null, 2));
      return made;
    },

    get(app: string, id: string): ReleaseRecord | undefined {
      return RELEASE_ID.test(id) ? readJson<ReleaseRecord>(recordFile(app, id)) : undefined;
    },

    /** Keeps the gate's result, and the hash of the files it gated, in the release's record. */
    markGate(app: string, id: string, passed: boolean, now = new Date(), gatedHash?: string) {
      const release = this.get(app, id);
      if (!release) return;
      const marked: ReleaseRecord = {
        ...release,
        gate: { passed, at: now.toISOString(), ...(gatedHash && { contentHash: gatedHash }) },
      };
      writeAtomically(recordFile(app, id), JSON.stringify(marked, null, 2));
      if (!passed) servable.delete(`${app}/${id}`);
    },

    /**
     * Whether a release passed the gate, so its files may be served and it may be live. Called
     * for every released file served: a pass is remembered (a gate's pass is never taken back,
     * only a refusal may turn into a pass when the same build is released again).
     */
    passedGate(app: string, id: string): boolean {
      const key = `${app}/${id}`;
      if (servable.has(key)) return true;
      const release = this.get(app, id);
      // A record from before gate results were kept was made on this machine, when the history
      // was still this store's file: read synchronously, as this is asked for every file served.
      const passed =
        release?.gate?.passed ??
        (release !== undefined &&
          readHistoryFile(root, app).some(
            (event) => event.event === 'activated' && event.release === id,
          ));
      if (passed) servable.add(key);
      return passed;
    },

    /**
     * Whether a release passed the gate and its files are still the ones it gated: their hash
     * is the one recorded (or, for a record from before hashes were kept, begins with its id).
     * What decides that a server follows a pointer to it.
     */
    async passedIntact(app: string, id: string): Promise<boolean> {
      if (!this.passedGate(app, id)) return false;
      const known = intact.get(app);
      if (known?.id === id) return known.check;
      const recorded = this.get(app, id)?.gate?.contentHash;
      const check = contentHash(filesOf(app, id)).then(
        (hash) => hash.startsWith(id) && (!recorded || hash === recorded),
        () => false,
      );
      intact.set(app, { id, check });
      return check;
    },

    /** Every release of the app still in the store, oldest first. */
    list(app: string): ReleaseRecord[] {
      if (!fs.existsSync(appDir(app))) return [];
      return fs
        .readdirSync(appDir(app))
        .map((name) => /^([0-9a-f]{12})\.json$/.exec(name)?.[1])
        .flatMap((id) => (id && this.get(app, id) ? [this.get(app, id)!] : []))
        .sort((a, b) => a.createdAt.localeCompare(b.createdAt));
    },

    /** One release of `app` at a time: on every server sharing the pointers, or on this store. */
    lock<T>(app: string, staleMs: number, task: () => Promise<T>): Promise<T> {
      return pointers.lock ? pointers.lock(app, task) : withReleaseLock(appDir(app), staleMs, task);
    },

    active(app: string): Promise<ActivePointer | undefined> {
      return pointers.read(app);
    },

    /**
     * Makes `id` the live release of `app` in place of `expected`: what was live when the release
     * began (null: nothing yet; left out: whatever is live now). One atomic pointer switch with
     * its line of history; PointerMoved when the pointer is no longer `expected`, so a switch
     * made meanwhile is never overwritten.
     */
    async activate(
      app: string,
      id: string,
      by: string,
      now = new Date(),
      expected?: ActivePointer | null,
    ) {
      const pointer: ActivePointer = {
        release: id,
        activatedAt: now.toISOString(),
        activatedBy: by,
      };
      const replacing = expected === undefined ? await pointers.read(app) : (expected ?? undefined);
      await pointers.write(app, pointer, replacing, {
        at: pointer.activatedAt,
        event: 'activated',
        release: id,
        by,
      });
    },

    record,

    /** The app's history, oldest first: shared by every server that shares the pointers. */
    history(app: string): Promise<ReleaseEvent[]> {
      return pointers.history.read(app);
    },

    /** A release that passed the gate, made available to the other servers, when there are. */
    async share(app: string, id: string) {
      await pointers.share?.(app, id);
    },

    /** A release another server made, copied into this store when it is still kept. */
    async fetch(app: string, id: string) {
      if (RELEASE_ID.test(id)) await pointers.fetch?.(app, id);
    },

    /**
     * Deletes a refused release's files, keeping its record and history (`pnpm releases` says why
     * it was refused); the same build released again is copied in anew. The live release's
     * files are never deleted.
     */
    async dropRefusedFiles(app: string, id: string) {
      if (this.get(app, id)?.gate?.passed !== false) return;
      if ((await pointers.read(app))?.release === id) return;
      await fs.promises.rm(filesOf(app, id), { recursive: true, force: true });
    },

    async remove(app: string, id: string, by: string, now = new Date()) {
      fs.rmSync(filesOf(app, id), { recursive: true, force: true });
      fs.rmSync(recordFile(app, id), { force: true });
      // Servers sharing a database keep a copy there too (release-mirror.ts).
      await pointers.forget?.(app, id);
      await record(app, { at: now.toISOString(), event: 'removed', release: id, by });
    },
  };
}

export type ReleaseStore = ReturnType<typeof openReleaseStore>;
