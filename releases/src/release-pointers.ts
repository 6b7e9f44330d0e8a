import type { FastifyInstance } from 'fastify';
import { type ApiConfig, storedFiles } from '@clinic/api';
import { databasePointers } from './pointer-store';
import { type ReleaseMirror, releaseMirror } from './release-mirror';

/**
 * Where every server process reads the live releases: with PostgreSQL (`DATABASE_URL`), the site's
 * database, which all of them share, and which holds the releases' files too (release-mirror.ts);
 * with the embedded SQLite (one process), the store's files.
 */
export function releasePointers(
  app: FastifyInstance,
  config: Pick<ApiConfig, 'databaseUrl'> & { releasesDir: string },
): ReleaseMirror | undefined {
  return config.databaseUrl
    ? releaseMirror(databasePointers(app.db), config.releasesDir, app.db, storedFiles(app.db))
    : undefined;
}
