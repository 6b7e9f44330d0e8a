import fs from 'node:fs';
import path from 'node:path';
import { create, Parser, Unpack, type ReadEntry } from 'tar';

/** An upload that is not a release's plain files: its message names the entry at fault. */
export class BadArchive extends Error {}

export interface ArchiveLimits {
  /** The most bytes all files may hold once unpacked. */
  readonly unpackedBytes: number;
  readonly files: number;
}

/** How a release is sent over HTTP: its build folder as a gzipped tar of plain files. */
export const RELEASE_ARCHIVE_TYPE = 'application/gzip';

const FILE_TYPES = new Set(['File', 'OldFile', 'ContiguousFile']);

/** Why an entry may not be unpacked, or undefined when it is a plain file or folder inside. */
function refusal(entry: ReadEntry): string | undefined {
  const name = entry.path;
  if (path.posix.isAbsolute(name) || /^[a-zA-Z]:/.test(name)) return `${name} is an absolute path`;
  if (name.split(/[/\\]/).includes('..')) return `${name} leaves the release's folder (..)`;
  if (entry.type === 'Directory' || FILE_TYPES.has(entry.type)) return undefined;
  const kind = /Link/.test(entry.type) ? 'a link' : `a ${entry.type} entry`;
  return `${name} is ${kind}: a release holds files only`;
}

/** Reads every entry of the archive without writing anything, refusing what is not plain. */
function check(archive: Buffer, limits: ArchiveLimits): Promise<void> {
  return new Promise((resolve, reject) => {
    let bytes = 0;
    let files = 0;
    let failed = false;
    const fail = (message: string) => {
      if (!failed) reject(new BadArchive(message));
      failed = true;
    };
    const parser = new Parser({
      strict: true,
      onReadEntry(entry) {
        const why = refusal(entry);
        if (why) fail(why);
        bytes += entry.size ?? 0;
        files += 1;
        if (bytes > limits.unpackedBytes)
          fail(`the release unpacks to more than ${Math.round(limits.unpackedBytes / 2 ** 20)} MB`);
        if (files > limits.files) fail(`the release holds more than ${limits.files} files`);
        entry.resume();
      },
    });
    parser.on('error', (error: Error) => fail(`not a gzipped tar archive: ${error.message}`));
    parser.on('end', () => (failed ? undefined : resolve()));
    parser.end(archive);
  });
}

/**
 * Unpacks a release sent over HTTP into `dir` (which must be empty and not served), after
 * checking every entry: no absolute path, no `..`, no link or device, within the limits.
 */
export async function unpackRelease(archive: Buffer, dir: string, limits: ArchiveLimits) {
  await check(archive, limits);
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  await new Promise<void>((resolve, reject) => {
    const unpack = new Unpack({ cwd: dir, strict: true, preserveOwner: false });
    unpack.on('error', (error: Error) => reject(new BadArchive(error.message)));
    unpack.on('close', () => resolve());
    unpack.end(archive);
  });
}

/** The build folder as the endpoint expects it (links are refused by the store beforehand). */
export function packRelease(dir: string): Promise<Buffer> {
  const names = fs.readdirSync(dir);
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const stream = create({ gzip: true, cwd: dir, portable: true }, names);
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => resolve(Buffer.concat(chunks)));
    stream.on('error', reject);
  });
}
