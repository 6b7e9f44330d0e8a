import { once } from 'node:events';
import zlib from 'node:zlib';
import { type RawEntry, tarHeader, tarPadding } from './raw-tar';

const MB = 2 ** 20;

/** Entries before the zeros (a hostile first entry, say), then files of zeros. */
export interface BombOptions {
  before?: RawEntry[];
  /** The size of each file of zeros, in MB. */
  fileMb: number;
  files?: number;
}

/**
 * A decompression bomb: a gzipped tar whose files hold nothing but zeros, a few hundred KB sent
 * for hundreds of MB unpacked. Streamed through zlib a megabyte at a time, never whole in memory.
 */
export async function zeroBomb({ before = [], fileMb, files = 1 }: BombOptions): Promise<Buffer> {
  const gzip = zlib.createGzip({ level: 9 });
  const chunks: Buffer[] = [];
  gzip.on('data', (chunk: Buffer) => chunks.push(chunk));
  const write = async (block: Buffer) => {
    if (!gzip.write(block)) await once(gzip, 'drain');
  };
  for (const entry of before) {
    const body = Buffer.from(entry.content ?? '');
    await write(Buffer.concat([tarHeader(entry, body.length), body, tarPadding(body.length)]));
  }
  const zeros = Buffer.alloc(MB);
  for (let file = 0; file < files; file++) {
    await write(tarHeader({ name: `assets/zeros-${file}.bin` }, fileMb * MB));
    for (let written = 0; written < fileMb; written++) await write(zeros);
  }
  gzip.end(Buffer.alloc(1024));
  await once(gzip, 'end');
  return Buffer.concat(chunks);
}
