import { type QueryExecutorProvider, sql } from 'kysely';
import type { StoredFiles } from '../files/stored-files';

/**
 * Uploaded images in PostgreSQL (migration 0016): each file's name (its URL's last part) names
 * its bytes in `stored_files`, with the modification time every server gives the file.
 */
export function uploadsInDatabase(db: QueryExecutorProvider, files: StoredFiles) {
  return {
    async put(name: string, data: Buffer, modifiedAt: Date): Promise<void> {
      const hash = await files.put(data);
      await sql`insert into upload_files (name, hash, modified_at)
        values (${name}, ${hash}, ${modifiedAt.toISOString()})`.execute(db);
    },

    async get(name: string): Promise<{ data: Buffer; modifiedAt: Date } | undefined> {
      const { rows } = await sql<{
        hash: string;
        modified_at: string;
      }>`select hash, modified_at from upload_files where name = ${name}`.execute(db);
      const row = rows[0];
      const data = row && (await files.get(row.hash));
      return data && { data, modifiedAt: new Date(row.modified_at) };
    },

    async remove(names: readonly string[]): Promise<void> {
      const hashes: string[] = [];
      for (const name of names) {
        const { rows } = await sql<{
          hash: string;
        }>`delete from upload_files where name = ${name} returning hash`.execute(db);
        hashes.push(...rows.map((row) => row.hash));
      }
      await files.forgetUnused(hashes);
    },
  };
}

export type UploadsInDatabase = ReturnType<typeof uploadsInDatabase>;
