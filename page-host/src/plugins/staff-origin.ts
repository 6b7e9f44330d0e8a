import type { FastifyInstance, FastifyRequest } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import { NO_CACHE } from '../cache-policy';
import { isPublicRemoteFile, type StaffSite } from '../staff-site';

export interface StaffOriginOptions {
  site: StaffSite;
  originOf: (request: FastifyRequest) => string;
  /** Prefixes the page host never answers (the API's, the releases'): left to their owner on either origin. */
  othersPrefixes: readonly string[];
}

/** The public site's files that name its own pages: the staff origin has none of its own. */
const PUBLIC_SITE_FILES = new Set(['/sitemap.xml', '/robots.txt']);

/**
 * What the staff origin (STAFF_URL, decision 0076) refuses before any file or page is looked for:
 * a public remote's files (404: no public app's script is fetched there, even by a stray tag),
 * the public site's sitemap and robots.txt (302 there), and any write that is not the API's (404:
 * no form of the public site is posted there, and a body is never re-sent to another origin).
 * Pages are sent to the origin that serves them by the page sender.
 */
async function staffOrigin(app: FastifyInstance, options: StaffOriginOptions) {
  const { site, originOf, othersPrefixes } = options;
  app.addHook('onRequest', async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    if (othersPrefixes.some((prefix) => pathname.startsWith(prefix))) return;
    if (originOf(request) !== site.staffOrigin) return;
    const read = request.method === 'GET' || request.method === 'HEAD';
    if (read && PUBLIC_SITE_FILES.has(pathname))
      return reply
        .header('cache-control', NO_CACHE)
        .redirect(`${site.publicOrigin}${pathname}`, 302);
    if (!read || isPublicRemoteFile(pathname))
      return reply.code(404).send({ message: 'Not found' });
  });
}

export default fastifyPlugin(staffOrigin, { name: 'page-host-staff-origin' });
