import type { FastifyInstance } from 'fastify';
import type { ApiConfig } from '@clinic/api';
import { databasePointers, type PointerStore } from '@clinic/page-host';

/**
 * Where every server process reads the live releases: with PostgreSQL (`DATABASE_URL`), the site's
 * database, which all of them share; with the embedded SQLite (one process), the store's files.
 */
export function releasePointers(
  app: FastifyInstance,
  config: Pick<ApiConfig, 'databaseUrl'>,
): PointerStore | undefined {
  return config.databaseUrl ? databasePointers(app.db) : undefined;
}
