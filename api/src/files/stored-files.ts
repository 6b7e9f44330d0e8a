import { createHash } from 'node:crypto';
import { type QueryExecutorProvider, sql } from 'kysely';

/** A file's content address: the SHA-256 of its bytes, in hex. */
export const contentHash = (data: Buffer) => createHash('sha256').update(data).digest('hex');

/**
 * The bytes of files kept in PostgreSQL, each stored once however many uploads or releases name
 * it (migration 0016). Whoever names a file keeps its own table of names; a file no name refers
 * to any more is deleted with `forgetUnused`.
 */
export function storedFiles(db: QueryExecutorProvider) {
  return {
    /** Stores the bytes (once: the same bytes again change nothing); resolves with their hash. */
    async put(data: Buffer): Promise<string> {
      const hash = contentHash(data);
      await sql`insert into stored_files (hash, data, size) values (${hash}, ${data}, ${data.length})
        on conflict (hash) do nothing`.execute(db);
      return hash;
    },

    async get(hash: string): Promise<Buffer | undefined> {
      const { rows } = await sql<{
        data: Buffer;
      }>`select data from stored_files where hash = ${hash}`.execute(db);
      return rows[0]?.data;
    },

    /** Deletes those of `hashes` that no upload and no release names any more. */
    async forgetUnused(hashes: readonly string[]): Promise<void> {
      for (const hash of new Set(hashes))
        await sql`delete from stored_files where hash = ${hash}
          and not exists (select 1 from upload_files where hash = ${hash})
          and not exists (select 1 from release_files where hash = ${hash})`.execute(db);
    },
  };
}

export type StoredFiles = ReturnType<typeof storedFiles>;
