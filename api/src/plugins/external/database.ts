import type { FastifyInstance } from 'fastify';
import type { ApiConfig } from '../../config/api-config';
import { type DatabaseHandle, migrateToLatest, openDatabase } from '../../db/database';
import type { Db } from '../../db/schema';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    database: DatabaseHandle;
  }
}

/** Opens SQLite or PostgreSQL, applies migrations before any route runs, closes on shutdown. */
export default fp<{ config: ApiConfig }>(async (app: FastifyInstance, { config }) => {
  const handle = openDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl });
  try {
    await migrateToLatest(handle.db);
  } catch (error) {
    await handle.close();
    throw error;
  }
  app.decorate('database', handle);
  app.decorate('db', handle.db);
  app.log.info({ dialect: handle.dialect }, 'database ready');
  // Runs after the server stopped accepting and in-flight requests finished (Fastify's close order).
  app.addHook('onClose', async () => {
    await handle.close();
  });
});
