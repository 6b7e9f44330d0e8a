import fs from 'node:fs';
import path from 'node:path';

/**
 * A staging or incoming folder untouched this long was left by a process that stopped half-way:
 * no upload, copy or gate takes an hour (the gate's lock is taken over well before). The age
 * spares the folders another process on the same store is filling now (`pnpm release`, a replica
 * copying a release in).
 */
export const LEFTOVER_AFTER_MS = 60 * 60 * 1000;

/** Folders of the store that are never a release: uploads being unpacked, copies being made. */
const leftoverCandidates = async (root: string): Promise<string[]> => {
  const names = await fs.promises.readdir(root, { withFileTypes: true }).catch(() => []);
  const found: string[] = [];
  for (const entry of names) {
    if (!entry.isDirectory()) continue;
    const dir = path.join(root, entry.name);
    const inside = await fs.promises.readdir(dir).catch(() => []);
    if (entry.name === '.staging') found.push(...inside.map((name) => path.join(dir, name)));
    else
      found.push(
        ...inside
          .filter((name) => name.startsWith('.incoming-'))
          .map((name) => path.join(dir, name)),
      );
  }
  return found;
};

/**
 * Removes what stopped uploads and copies left in the release store (`.staging/…`,
 * `<app>/.incoming-…`) longer ago than `olderThanMs`; returns what it removed.
 */
export async function sweepLeftovers(
  root: string,
  { now = Date.now(), olderThanMs = LEFTOVER_AFTER_MS } = {},
): Promise<string[]> {
  const removed: string[] = [];
  for (const dir of await leftoverCandidates(root)) {
    const stat = await fs.promises.stat(dir).catch(() => undefined);
    if (!stat || now - stat.mtimeMs < olderThanMs) continue;
    await fs.promises.rm(dir, { recursive: true, force: true });
    removed.push(dir);
  }
  return removed;
}
