import type { FastifyInstance } from 'fastify';
import { type ReadCache, readCache } from '../../cache/read-cache';
import { type LoginThrottle, loginThrottle } from '../../auth/login-throttle';
import { type SessionService, sessionService } from '../../auth/sessions';
import type { ApiConfig } from '../../config/api-config';
import { type Repositories, createRepositories } from '../../db/repositories/create-repositories';
import { type ImageStore, imageStore } from '../../uploads/image-store';
import { UPLOADS_PREFIX, uploadsDir } from '../../uploads/uploads-location';
import fp from 'fastify-plugin';
import { makePrivateDir } from '@clinic/server-kit/private-files';

declare module 'fastify' {
  interface FastifyInstance {
    repos: Repositories;
    sessions: SessionService;
    loginThrottle: LoginThrottle;
    images: ImageStore;
    readCache: ReadCache;
  }
}

/** How long another server's blog or link change may take to show here (see read-cache). */
const READ_CACHE_TTL_MS = 5000;

/** Repositories and the services built on them, created once per app. */
export default fp<{ config: ApiConfig }>(async (app: FastifyInstance, { config }) => {
  const repos = createRepositories(app.db, app.database.bulkInsert);
  app.decorate('repos', repos);
  app.decorate('sessions', sessionService(repos, { idleMinutes: config.sessionIdleMinutes }));
  app.decorate('loginThrottle', loginThrottle(repos, config.loginMaxFailures));
  for (const dir of [config.dataDir, uploadsDir(config.dataDir)])
    if (!makePrivateDir(dir))
      app.log.warn({ dir }, 'not closed to other users: the folder belongs to another user');
  app.decorate('readCache', readCache(READ_CACHE_TTL_MS));
  app.decorate('images', imageStore(uploadsDir(config.dataDir), UPLOADS_PREFIX));
});
