import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '@clinic/api';
import { databasePointers, type PointerStore } from '@clinic/page-host';

/**
 * Where every server process reads the live releases: with PostgreSQL (`DATABASE_URL`), the site's
 * database, which all of them share; with the embedded SQLite (one process), the store's files.
 */
export function releasePointers(app: FastifyInstance, config: AppConfig): PointerStore | undefined {
  return config.databaseUrl ? databasePointers(app.db) : undefined;
}
