import zlib from 'node:zlib';

/** One entry of a hand-made tar: a file (`0`), symbolic link (`2`), device (`3`) or folder (`5`). */
export interface RawEntry {
  name: string;
  type?: '0' | '2' | '3' | '5';
  content?: string;
  linkTo?: string;
}

const octal = (value: number, width: number) => `${value.toString(8).padStart(width - 1, '0')}\0`;

/** A ustar header block for an entry of `size` bytes. */
export function tarHeader({ name, type = '0', linkTo = '' }: RawEntry, size: number): Buffer {
  const header = Buffer.alloc(512);
  header.write(name, 0, 100);
  header.write(octal(0o644, 8), 100);
  header.write(octal(0, 8), 108);
  header.write(octal(0, 8), 116);
  header.write(octal(size, 12), 124);
  header.write(octal(0, 12), 136);
  header.write(' '.repeat(8), 148);
  header.write(type, 156);
  header.write(linkTo, 157, 100);
  header.write('ustar\u000000', 257);
  let sum = 0;
  for (const byte of header) sum += byte;
  header.write(`${sum.toString(8).padStart(6, '0')}\0 `, 148);
  return header;
}

/** Zeros that pad an entry's body of `size` bytes to whole blocks. */
export const tarPadding = (size: number) => Buffer.alloc((512 - (size % 512)) % 512);

/**
 * A gzipped ustar archive written byte by byte, so a test can send what `tar` itself would never
 * make: absolute paths, `..`, links and devices, as a hostile or broken upload would hold.
 */
export function rawTar(entries: RawEntry[]): Buffer {
  const blocks: Buffer[] = [];
  for (const entry of entries) {
    const body = Buffer.from(entry.content ?? '');
    blocks.push(tarHeader(entry, body.length), body, tarPadding(body.length));
  }
  blocks.push(Buffer.alloc(1024));
  return zlib.gzipSync(Buffer.concat(blocks));
}
