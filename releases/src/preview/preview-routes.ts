import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import { PREVIEW_CACHE_CONTROL } from '@clinic/page-host';
import type { PageComposer, StaffSite } from '@clinic/page-host';
import { PREVIEW_DAYS, PREVIEW_PREFIX, type ReleaseCandidates } from '../candidate-store';
import { LEAVE_PREVIEW_PATH } from './preview-banner';
import { clearedPreviewCookie, previewCookie, previewSecretOf } from './preview-cookie';
import { landingOn, previewHome } from './preview-home';
import type { PreviewSites } from './preview-sites';

export interface PreviewRoutesOptions {
  candidates: ReleaseCandidates;
  sites: PreviewSites;
  originOf: (request: FastifyRequest) => string;
  /** The staff pages' own origin (STAFF_URL): a dashboard candidate's preview is seen there. */
  staffSite?: StaffSite;
}

const secure = (origin: string) => origin.startsWith('https:');

const privateAnswer = (reply: FastifyReply) =>
  reply.header('cache-control', PREVIEW_CACHE_CONTROL).header('x-robots-tag', 'noindex');

/**
 * The composer of the preview a request's cookie opens, with its answer marked private and
 * noindex; undefined for every other request (no cookie: no database read). A cookie whose
 * preview was revoked, decided or expired is cleared, and the live page is sent.
 */
export function previewOf({ candidates, sites, originOf }: PreviewRoutesOptions) {
  return async (
    request: FastifyRequest,
    reply: FastifyReply,
  ): Promise<PageComposer | undefined> => {
    const secret = previewSecretOf(request.headers.cookie);
    if (!secret) return undefined;
    const candidate = await candidates.byPreview(secret);
    const composer = candidate && (await sites.composer(candidate.app, candidate.id));
    if (!composer) {
      reply.header('set-cookie', clearedPreviewCookie(secure(originOf(request))));
      return undefined;
    }
    privateAnswer(reply);
    return composer;
  };
}

/**
 * `GET /release-preview/<secret>`: the link `pnpm release --preview` prints. It sets the preview's
 * cookie in this browser (for what is left of its PREVIEW_DAYS) and goes to the first page of the
 * origin the preview is seen on (previewHome); opened on the other origin, it sends the browser
 * there first, as the cookie is bound to the host it is set by. `POST /release-preview/leave`
 * (the banner's button) clears it, on either origin.
 */
async function previewRoutes(app: FastifyInstance, options: PreviewRoutesOptions) {
  const { candidates, originOf, staffSite } = options;
  app.get<{ Params: { secret: string } }>(`${PREVIEW_PREFIX}:secret`, async (request, reply) => {
    privateAnswer(reply);
    const candidate = await candidates.byPreview(request.params.secret);
    if (!candidate)
      return reply.code(404).send({
        message:
          'This preview link has ended (revoked, decided, or older than 7 days): the site shows what patients see.',
      });
    const origin = originOf(request);
    const home = previewHome(staffSite, candidate.app, origin);
    if (home.origin !== origin)
      return reply.redirect(`${home.origin}${PREVIEW_PREFIX}${request.params.secret}`, 302);
    const ends = Date.parse(candidate.createdAt) + PREVIEW_DAYS * 86_400_000;
    const seconds = (Math.min(ends, Date.parse(candidate.expiresAt)) - Date.now()) / 1000;
    return reply
      .header('set-cookie', previewCookie(request.params.secret, seconds, secure(origin)))
      .redirect(home.path, 303);
  });

  // The banner's form posts no fields, as a browser's form (urlencoded): the body is drained
  // unread, whatever its type (the API's JSON-only parser is not for this page's form).
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { bodyLimit: 1024 }, (_request, payload, done) => {
      payload.resume();
      payload.once('end', () => done(null));
      payload.once('error', done);
    });
    scope.post(LEAVE_PREVIEW_PATH, async (request, reply) => {
      const origin = originOf(request);
      return privateAnswer(reply)
        .header('set-cookie', clearedPreviewCookie(secure(origin)))
        .redirect(landingOn(staffSite, origin), 303);
    });
  });
}

export default fastifyPlugin(previewRoutes, { name: 'releases-preview' });
