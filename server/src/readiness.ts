import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Where the balancer asks whether to send this server requests (docs/deploying.md). */
export const READY_PATH = '/api/v1/ready';

/**
 * The main pages composed once before the server reports ready, so the first visitors a balancer
 * sends here are served from the page cache, not queued behind renders. A page that is not
 * deployed answers 404, which still counts as warmed (there is nothing to render).
 */
export const WARMED_PATHS = ['/', '/about', '/blogs', '/sitemap.xml'] as const;

export type ReadinessState = 'starting' | 'ready' | 'draining';

declare module 'fastify' {
  interface FastifyInstance {
    readiness: {
      state(): ReadinessState;
      /** Composes the main pages (their data read, releases loaded), then reports ready. */
      warmUp(host: string): Promise<void>;
      /** From now on answers 503: the balancer takes this server out of rotation. */
      drain(): void;
    };
  }
}

/**
 * The readiness endpoint: 200 only once the database answered (the app was built on it),
 * the live releases were read and the main pages were composed; 503 before that and from SIGTERM
 * on. `GET /api/v1/health` stays the liveness check (the database answers).
 */
export default fp(async (app: FastifyInstance) => {
  let state: ReadinessState = 'starting';
  app.decorate('readiness', {
    state: () => state,
    async warmUp(host: string) {
      for (const url of WARMED_PATHS) {
        const answer = await app.inject({ method: 'GET', url, headers: { host } });
        // Logged, not fatal: the page fails the same on every server, and a server kept out of
        // rotation for it would only take capacity away.
        if (answer.statusCode >= 500)
          app.log.warn({ url, statusCode: answer.statusCode }, 'warming a main page failed');
      }
      if (state === 'starting') state = 'ready';
    },
    drain() {
      state = 'draining';
    },
  });
  app.get(
    READY_PATH,
    {
      schema: {
        response: {
          '2xx': { type: 'object', properties: { status: { type: 'string' } } },
          503: { type: 'object', properties: { status: { type: 'string' } } },
        },
      },
    },
    async (_request, reply) =>
      reply
        .code(state === 'ready' ? 200 : 503)
        .header('cache-control', 'no-store')
        .send({ status: state }),
  );
});
