import fs from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { type LoginThrottle, loginThrottle } from '../../auth/login-throttle';
import { type SessionService, sessionService } from '../../auth/sessions';
import type { AppConfig } from '../../config/env';
import { type Repositories, createRepositories } from '../../db/repositories/create-repositories';
import { type ImageStore, imageStore } from '../../uploads/image-store';
import { UPLOADS_PREFIX, uploadsDir } from '../../uploads/uploads-location';
import { globalPlugin } from '../global-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    repos: Repositories;
    sessions: SessionService;
    loginThrottle: LoginThrottle;
    images: ImageStore;
  }
}

/** Repositories and the services built on them, created once per app. */
export default globalPlugin<{ config: AppConfig }>(async (app: FastifyInstance, { config }) => {
  const repos = createRepositories(app.db);
  app.decorate('repos', repos);
  app.decorate('sessions', sessionService(repos));
  app.decorate('loginThrottle', loginThrottle(repos, config.loginMaxFailures));
  fs.mkdirSync(uploadsDir(config.dataDir), { recursive: true });
  app.decorate('images', imageStore(uploadsDir(config.dataDir), UPLOADS_PREFIX));
});
