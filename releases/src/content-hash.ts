import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** The files among a recursive listing of `dir`, as sorted paths relative to it. */
export const relativeFiles = (dir: string, entries: fs.Dirent[]): string[] =>
  entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .sort();

/**
 * The SHA-256 over each file's path and its own SHA-256, in path order. Each file is read as a
 * stream, a chunk at a time, so hashing a large release never holds the event loop (the pages
 * and the API answer meanwhile). Recorded whole when a release passes the gate, so its files are
 * known to be the ones gated (decision 0064).
 */
export async function contentHash(dir: string): Promise<string> {
  const entries = await fs.promises.readdir(dir, { recursive: true, withFileTypes: true });
  const hash = createHash('sha256');
  for (const file of relativeFiles(dir, entries)) {
    hash.update(file.split(path.sep).join('/')).update('\0');
    const fileHash = createHash('sha256');
    for await (const chunk of fs.createReadStream(path.join(dir, file)))
      fileHash.update(chunk as Buffer);
    hash.update(fileHash.digest());
  }
  return hash.digest('hex');
}

/** A release's id: the first 12 hex characters of its content hash. */
export const contentId = async (dir: string): Promise<string> =>
  (await contentHash(dir)).slice(0, 12);
