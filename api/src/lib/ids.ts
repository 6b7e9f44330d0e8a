import { createHash, randomBytes } from 'node:crypto';

/**
 * Entity ids are 24 lower-case hex characters (96 random bits): the shape of the document-store
 * ids product.md's client already handles, but random, so they reveal nothing and cannot be guessed.
 */
export const newId = (): string => randomChunk(12).toString('hex');

/**
 * Random bytes drawn from a pooled CSPRNG buffer: one call into OpenSSL per 4 KB instead of per
 * id (a fresh randomBytes(12) cost a measurable share of POST /form). Each byte is used once.
 */
const POOL_SIZE = 4096;
let pool = Buffer.alloc(0);
let offset = 0;
function randomChunk(size: number): Buffer {
  if (offset + size > pool.length) {
    pool = randomBytes(POOL_SIZE);
    offset = 0;
  }
  const chunk = pool.subarray(offset, offset + size);
  offset += size;
  return chunk;
}

export const ID_PATTERN = /^[0-9a-f]{24}$/;

export const isId = (value: unknown): value is string =>
  typeof value === 'string' && ID_PATTERN.test(value);

/** 256-bit bearer token, URL-safe. */
export const newToken = (): string => randomBytes(32).toString('base64url');

/** Random file stem for uploads (128 bits). */
export const newFileStem = (): string => randomBytes(16).toString('hex');

export const sha256 = (value: string): string => createHash('sha256').update(value).digest('hex');
