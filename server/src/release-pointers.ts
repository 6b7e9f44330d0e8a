import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '@clinic/api/config/env';
import '@clinic/api/plugins/external/database';
import { storedFiles } from '@clinic/api/files/stored-files';
import { databasePointers } from '@clinic/page-host/releases/pointer-store';
import { type ReleaseMirror, releaseMirror } from './release-mirror';

/**
 * Where every server process reads the live releases: with PostgreSQL (`DATABASE_URL`), the site's
 * database, which all of them share, and which holds the releases' files too (release-mirror.ts);
 * with the embedded SQLite (one process), the store's files.
 */
export function releasePointers(
  app: FastifyInstance,
  config: AppConfig,
): ReleaseMirror | undefined {
  return config.databaseUrl
    ? releaseMirror(databasePointers(app.db), config.releasesDir, app.db, storedFiles(app.db))
    : undefined;
}
