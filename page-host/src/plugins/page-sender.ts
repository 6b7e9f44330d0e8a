import type { FastifyReply, FastifyRequest } from 'fastify';
import { NO_CACHE, NO_STORE, PREVIEW_CACHE_CONTROL } from '../cache-policy';
import { RendersBusy, type PageComposer } from '../compose/page-composer';
import { sendHtml } from '../compressed-html';
import { pageElsewhere, type StaffSite } from '../staff-site';

type ComposeOptions = Parameters<PageComposer['compose']>[2];

/**
 * Sends the composed page; false when no shell is deployed to compose it (or, `knownOnly`, the
 * path is not a deployed page). A boolean rather than the reply: a reply is a thenable, and
 * awaiting it yields undefined, which read as "not sent".
 */
export type SendPage = (
  request: FastifyRequest,
  reply: FastifyReply,
  options?: ComposeOptions & { status?: number },
) => Promise<boolean>;

/**
 * The composer of a release preview the request opens (it marks the answer private), or
 * undefined for the site as visitors get it.
 */
export type PreviewOf = (
  request: FastifyRequest,
  reply: FastifyReply,
) => Promise<PageComposer | undefined>;

/**
 * Composed pages as answers: 503 with Retry-After when too many renders wait (busy). With a
 * staff origin (decision 0076), a page the other origin serves answers 302 to it: temporary, as
 * a browser would keep a 301 after STAFF_URL is unset.
 */
export function pageSender(
  composer: PageComposer,
  originOf: (request: FastifyRequest) => string,
  { staffSite, previewOf }: { staffSite?: StaffSite; previewOf?: PreviewOf } = {},
): SendPage {
  return async (request, reply, options) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const preview = await previewOf?.(request, reply);
    if (staffSite && (request.method === 'GET' || request.method === 'HEAD')) {
      // A preview's pages decide: a dashboard page only its candidate has is the staff origin's.
      const entry = await (preview ?? composer).pageAt(pathname);
      // Not a page, maybe a file: the static files answer first, and only then the not-found.
      if (!entry && options?.knownOnly) return false;
      const target = pageElsewhere(staffSite, originOf(request), entry, request.url);
      if (target) {
        reply.header('cache-control', NO_CACHE).redirect(target, 302);
        return true;
      }
    }
    let page;
    try {
      page = await (preview ?? composer).compose(pathname, originOf(request), options);
    } catch (error) {
      if (!(error instanceof RendersBusy)) throw error;
      reply
        .code(503)
        .header('retry-after', String(error.retryAfterSeconds))
        .header('cache-control', NO_STORE)
        .send({ message: error.message });
      return true;
    }
    if (!page) return false;
    // Unknown paths get the not-found page with a 404, so search engines see the truth.
    sendHtml(request, reply, page.body, {
      status: options?.status ?? page.status,
      cacheControl: preview ? PREVIEW_CACHE_CONTROL : options?.postedForm ? NO_STORE : NO_CACHE,
    });
    return true;
  };
}
