import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { filePointers, type ActivePointer, type PointerStore } from './pointer-store';

/** What is known of one release of one app: written once, when it is made. */
export interface ReleaseRecord {
  /** The content hash of its files: the same build released twice is one release. */
  readonly id: string;
  /** The app's folder name (`shell`, `mf-blog`, …). */
  readonly app: string;
  readonly commit: string;
  readonly releasedBy: string;
  readonly createdAt: string;
}

export type { ActivePointer } from './pointer-store';

/** One line of an app's release history. */
export interface ReleaseEvent {
  readonly at: string;
  readonly event: 'activated' | 'refused' | 'removed';
  readonly release: string;
  readonly by: string;
  /** Why the gate refused it, one line each. */
  readonly reasons?: readonly string[];
}

/** A release id: 12 hex characters of the files' hash. */
export const RELEASE_ID = /^[0-9a-f]{12}$/;

const readJson = <T>(file: string): T | undefined => {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as T;
  } catch {
    return undefined;
  }
};

/** Every file under `dir`, as sorted paths relative to it. */
function filesUnder(dir: string): string[] {
  return (fs.readdirSync(dir, { recursive: true, withFileTypes: true }) as fs.Dirent[])
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .sort();
}

function contentId(dir: string): string {
  const hash = createHash('sha256');
  for (const file of filesUnder(dir)) {
    hash.update(file.split(path.sep).join('/')).update('\0');
    hash.update(
      createHash('sha256')
        .update(fs.readFileSync(path.join(dir, file)))
        .digest(),
    );
  }
  return hash.digest('hex').slice(0, 12);
}

/** Writes a file whole or not at all: a reader sees the old content or the new, never half. */
function writeAtomically(file: string, text: string) {
  const temporary = `${file}.${randomBytes(6).toString('hex')}.tmp`;
  fs.writeFileSync(temporary, text);
  fs.renameSync(temporary, file);
}

/**
 * The releases of every app, on disk under `root` (decision 0026):
 *   <app>/<id>/…          the build's files, never changed once in place
 *   <app>/<id>.json       its record (commit, who, when)
 *   <app>/active.json     the pointer to the live release (or a database row: PointerStore)
 *   <app>/history.jsonl   activations, refusals and removals, one JSON line each
 * A release is copied into a temporary folder and renamed into place, so a half-finished copy
 * is never a release.
 */
export function openReleaseStore(root: string, pointers: PointerStore = filePointers(root)) {
  const appDir = (app: string) => path.join(root, app);
  const filesOf = (app: string, id: string) => path.join(appDir(app), id);
  const recordFile = (app: string, id: string) => path.join(appDir(app), `${id}.json`);
  const historyFile = (app: string) => path.join(appDir(app), 'history.jsonl');

  function record(app: string, event: ReleaseEvent) {
    fs.mkdirSync(appDir(app), { recursive: true });
    fs.appendFileSync(historyFile(app), `${JSON.stringify(event)}\n`);
  }

  return {
    root,
    filesOf,

    /** Copies a build into the store (or finds the same build already there). */
    create(
      app: string,
      fromDir: string,
      meta: { commit: string; releasedBy: string; now?: Date },
    ): ReleaseRecord {
      fs.mkdirSync(appDir(app), { recursive: true });
      const incoming = path.join(appDir(app), `.incoming-${randomBytes(6).toString('hex')}`);
      fs.cpSync(fromDir, incoming, { recursive: true });
      const id = contentId(incoming);
      const existing = this.get(app, id);
      if (existing && fs.existsSync(filesOf(app, id))) {
        fs.rmSync(incoming, { recursive: true, force: true });
        return existing;
      }
      fs.rmSync(filesOf(app, id), { recursive: true, force: true });
      fs.renameSync(incoming, filesOf(app, id));
      const made: ReleaseRecord = {
        id,
        app,
        commit: meta.commit,
        releasedBy: meta.releasedBy,
        createdAt: (meta.now ?? new Date()).toISOString(),
      };
      writeAtomically(recordFile(app, id), JSON.stringify(made, null, 2));
      return made;
    },

    get(app: string, id: string): ReleaseRecord | undefined {
      return RELEASE_ID.test(id) ? readJson<ReleaseRecord>(recordFile(app, id)) : undefined;
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

    active(app: string): Promise<ActivePointer | undefined> {
      return pointers.read(app);
    },

    /** Makes `id` the live release of `app`: one atomic pointer write, then a line of history. */
    async activate(app: string, id: string, by: string, now = new Date()) {
      const pointer: ActivePointer = {
        release: id,
        activatedAt: now.toISOString(),
        activatedBy: by,
      };
      await pointers.write(app, pointer);
      record(app, { at: pointer.activatedAt, event: 'activated', release: id, by });
    },

    record,

    history(app: string): ReleaseEvent[] {
      if (!fs.existsSync(historyFile(app))) return [];
      return fs
        .readFileSync(historyFile(app), 'utf8')
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as ReleaseEvent);
    },

    remove(app: string, id: string, by: string, now = new Date()) {
      fs.rmSync(filesOf(app, id), { recursive: true, force: true });
      fs.rmSync(recordFile(app, id), { force: true });
      record(app, { at: now.toISOString(), event: 'removed', release: id, by });
    },
  };
}

export type ReleaseStore = ReturnType<typeof openReleaseStore>;
