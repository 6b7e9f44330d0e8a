import type { FastifyInstance, FastifyRequest } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import type { ApiReader } from '../api-reader';
import { NO_CACHE } from '../cache-policy';
import type { DeploymentWatcher } from '../deployment';
import { buildRobots, buildSitemap } from '../sitemap';

export interface SeoFilesOptions {
  api: ApiReader;
  deployments: DeploymentWatcher;
  originOf: (request: FastifyRequest) => string;
}

/** `/sitemap.xml` and `/robots.txt`, from the deployed pages' manifests and the site's origin. */
async function seoFiles(app: FastifyInstance, { api, deployments, originOf }: SeoFilesOptions) {
  app.get('/sitemap.xml', async (request, reply) =>
    reply
      .header('cache-control', NO_CACHE)
      .type('application/xml; charset=utf-8')
      .send(await buildSitemap(api, await deployments.current(), originOf(request))),
  );
  app.get('/robots.txt', async (request, reply) =>
    reply
      .header('cache-control', NO_CACHE)
      .type('text/plain; charset=utf-8')
      .send(buildRobots(await deployments.current(), originOf(request))),
  );
}

export default fastifyPlugin(seoFiles, { name: 'page-host-seo-files' });
