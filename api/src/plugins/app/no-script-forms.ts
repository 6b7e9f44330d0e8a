import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { PostedForm } from '@clinic/shared/federation/remote-contract';
import { fallbackMessages } from '@clinic/shared/api/fallback-messages';
import { paths } from '@clinic/shared/routes/paths';
import { NO_STORE } from '../../site/cache-policy';
import { signInNeedsScriptPage } from '../../site/sign-in-needs-script';

/** Sends the composed page at the request's path, showing its form as posted and refused. */
export type SendPostedPage = (
  request: FastifyRequest,
  reply: FastifyReply,
  postedForm: PostedForm,
  status: number,
) => Promise<FastifyReply>;

/** The enquiry form's fields; anything else posted is dropped. */
const ENQUIRY_FIELDS = ['name', 'phone', 'message', 'website'] as const;

/** An enquiry's text is short; a larger body is not a person's. */
const FORM_BODY_LIMIT = 16 * 1024;

/**
 * The answers to forms the browser posts itself: with scripts off, or sent before the page's
 * code was live. No form of the site is ever sent by GET (what a person typed would sit in the
 * address); these POSTs are answered here, as pages.
 */
export default async function noScriptForms(
  app: FastifyInstance,
  { sendPostedPage }: { sendPostedPage: SendPostedPage },
) {
  // Sign-in needs the app (its token lives where the dashboard reads it). The body, a password
  // among it, is drained unread: never parsed, logged or kept.
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, payload, done) => {
      payload.resume();
      payload.once('end', () => done(null));
      payload.once('error', done);
    });
    scope.post(paths.signin.path, async (_request, reply) =>
      reply
        .header('cache-control', NO_STORE)
        .type('text/html; charset=utf-8')
        .send(signInNeedsScriptPage),
    );
  });

  // The enquiry page's form: handed to the API's own POST /form (one schema, rate limit, honeypot
  // and e-mail for both ways in), as if the visitor's browser had sent it there.
  await app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
      (_request, body, done) => done(null, new URLSearchParams(body as string)),
    );
    scope.post(paths.enquiry.path, async (request, reply) => {
      const posted = request.body instanceof URLSearchParams ? request.body : new URLSearchParams();
      const enquiry: Record<string, string> = {};
      for (const field of ENQUIRY_FIELDS) {
        const value = posted.get(field);
        if (value) enquiry[field] = value;
      }
      const answer = await app.inject({
        method: 'POST',
        url: '/api/v1/form',
        payload: enquiry,
        remoteAddress: request.ip,
      });
      if (answer.statusCode === 201)
        return reply
          .code(303)
          .header('cache-control', NO_STORE)
          .header('location', paths.enquirySent.getHref())
          .send();
      const refusal = answer.json<{ message?: string; fields?: Record<string, string> }>();
      const { website: _bot, ...values } = enquiry;
      return sendPostedPage(
        request,
        reply,
        answer.statusCode === 400
          ? { values, errors: refusal.fields ?? {} }
          : { values, errors: {}, failure: refusal.message ?? fallbackMessages.createForm },
        answer.statusCode,
      );
    });
  });
}
