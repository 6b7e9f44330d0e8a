import type { ReleaseCandidatesPort } from '@clinic/contracts/releases/release-candidate';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The site's releases, as the owners' routes reach them (issue 44): the page host keeps
     * them, and the site connects it once both are built; the API alone has none (503).
     */
    releaseCandidates: {
      port: ReleaseCandidatesPort | null;
      connect(port: ReleaseCandidatesPort): void;
    };
  }
}

export default fp(async (app: FastifyInstance) => {
  const holder: FastifyInstance['releaseCandidates'] = {
    port: null,
    connect(port) {
      holder.port = port;
    },
  };
  app.decorate('releaseCandidates', holder);
});
