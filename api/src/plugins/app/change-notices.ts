import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { sql } from 'kysely';
import pg from 'pg';
import type { ApiConfig } from '../../config/api-config';

/** The PostgreSQL channel on which a server says it changed what pages show. */
export const CHANGES_CHANNEL = 'clinic_changes';
/** Waits before listening again after the listening connection was lost. */
const RECONNECT_MS = 1000;

declare module 'fastify' {
  interface FastifyInstance {
    /** Tells every server sharing the database that published data changed (after the commit). */
    announceChange(): Promise<void>;
  }
}

/**
 * Several servers on one PostgreSQL: a staff change made through one clears the read cache of
 * every other at once (`LISTEN/NOTIFY`), so their lists, pages and sitemaps show it within a
 * second, not after the cache's TTL. A lost listening connection clears the cache too (a notice
 * may have been missed) and listens again. On SQLite (one server) there is no one to tell.
 */
export default fp<{ config: ApiConfig }>(async (app: FastifyInstance, { config }) => {
  if (!config.databaseUrl) {
    app.decorate('announceChange', async () => {});
    return;
  }
  const databaseUrl = config.databaseUrl;
  let closing = false;
  let listener: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;

  const listen = async () => {
    const client = new pg.Client({ connectionString: databaseUrl });
    const lost = () => {
      if (listener !== client) return;
      listener = undefined;
      app.readCache.clear();
      void client.end().catch(() => {});
      if (!closing) retry = setTimeout(() => void listen(), RECONNECT_MS);
    };
    client.on('error', lost);
    client.on('end', lost);
    client.on('notification', () => app.readCache.clear());
    listener = client;
    try {
      await client.connect();
      await client.query(`listen ${CHANGES_CHANNEL}`);
    } catch (error) {
      app.log.warn({ err: error }, 'change notices: cannot listen; retrying');
      lost();
    }
  };
  await listen();

  app.decorate('announceChange', async () => {
    await sql`select pg_notify(${CHANGES_CHANNEL}, '')`.execute(app.db);
  });
  app.addHook('onClose', async () => {
    closing = true;
    clearTimeout(retry);
    const client = listener;
    listener = undefined;
    await client?.end().catch(() => {});
  });
});
