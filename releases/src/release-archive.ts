import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import zlib from 'node:zlib';
import { create, Unpack, type ReadEntry } from 'tar';

/** An upload that is not a release's plain files: its message names the entry at fault. */
export class BadArchive extends Error {}

/** An upload that would unpack past the limit (a decompression bomb): answered 413. */
export class ArchiveTooLarge extends BadArchive {}

export interface ArchiveLimits {
  /** The most bytes all files may hold once unpacked. */
  readonly unpackedBytes: number;
  readonly files: number;
  /** The setting the unpacked limit follows, named in the refusal. */
  readonly named?: string;
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

/**
 * Compressed bytes handed to the decompressor at a time. zlib inflates a piece whole, whatever the
 * reader's pace, and a KB of zeros is a MB: small pieces keep what waits in memory (and the
 * garbage collector's pauses) small, as the unpacker's backpressure holds between pieces.
 */
const SLICE_BYTES = 1024;
/** Room for each entry's header, long-name record and padding in the tar stream. */
const TAR_BYTES_PER_FILE = 4 * 1024;

function* slices(archive: Buffer) {
  for (let at = 0; at < archive.length; at += SLICE_BYTES)
    yield archive.subarray(at, at + SLICE_BYTES);
}

const mb = (bytes: number) => Math.round(bytes / 2 ** 20);

/**
 * Unpacks a release sent over HTTP into `dir` (not served) in one streaming pass, refusing at the
 * first entry that is not plain (an absolute path, `..`, a link or device) or that takes it past
 * the limits: the decompression and the unpacking stop there, so nothing after it is inflated
 * or written (a decompression bomb costs its first header). Decompression runs in Node's thread
 * pool (zlib streams), never in one synchronous call on the event loop as tar's own gunzip does.
 * On refusal `dir` may hold the entries before the one at fault: the caller removes it.
 */
export async function unpackRelease(archive: Buffer, dir: string, limits: ArchiveLimits) {
  await fs.promises.mkdir(dir, { recursive: true, mode: 0o700 });
  const tooLarge = new ArchiveTooLarge(
    `the release unpacks to more than ${mb(limits.unpackedBytes)} MB${limits.named ? ` (${limits.named})` : ''}`,
  );
  const source = Readable.from(slices(archive));
  // Larger pieces than zlib's 16 KB: a quarter of the turns through the event loop per MB.
  const gunzip = zlib.createGunzip({ chunkSize: 64 * 1024 });
  let bytes = 0;
  let files = 0;
  let tarBytes = 0;
  // Each entry's header and padded body: a stream ending short of it was cut off.
  let tarBytesDeclared = 0;
  return new Promise<void>((resolve, reject) => {
    let refused: BadArchive | undefined;
    // Nothing more is inflated or read; the entries already begun are finished before the
    // refusal is answered, so the caller's clean-up leaves no file behind.
    const stop = (error: BadArchive) => {
      if (refused) return;
      refused = error;
      source.destroy();
      gunzip.unpipe(unpack);
      gunzip.destroy();
      unpack.end();
    };
    const unpack = new Unpack({
      cwd: dir,
      strict: true,
      preserveOwner: false,
      // Called with each entry's header, before any of its body is read or written.
      filter: (_name, entry) => {
        bytes += entry.size ?? 0;
        files += 1;
        tarBytesDeclared += 512 + Math.ceil((entry.size ?? 0) / 512) * 512;
        const why =
          refusal(entry as ReadEntry) ??
          (files > limits.files ? `the release holds more than ${limits.files} files` : undefined);
        if (why) stop(new BadArchive(why));
        else if (bytes > limits.unpackedBytes) stop(tooLarge);
        return !refused;
      },
    });
    // Zero padding is no entry: the tar stream itself is bounded too.
    gunzip.on('data', (chunk: Buffer) => {
      tarBytes += chunk.length;
      if (tarBytes > limits.unpackedBytes + limits.files * TAR_BYTES_PER_FILE) stop(tooLarge);
    });
    gunzip.on('error', (error: Error) =>
      stop(new BadArchive(`not a gzipped tar archive: ${error.message}`)),
    );
    unpack.on('error', (error: Error) => stop(new BadArchive(error.message)));
    unpack.on('close', () => {
      if (!refused && tarBytes < tarBytesDeclared)
        refused = new BadArchive('the archive is cut off');
      return refused ? reject(refused) : resolve();
    });
    source.pipe(gunzip).pipe(unpack);
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
