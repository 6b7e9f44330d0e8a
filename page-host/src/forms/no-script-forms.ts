import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { PostedForm } from '@clinic/contracts/federation/remote-contract';
import { fallbackMessages } from '@clinic/contracts/copy/fallback-messages';
import { paths } from '@clinic/contracts/routes/paths';
import { NO_STORE } from '../cache-policy';
import { sendHtml } from '../compressed-html';
import type { SendPage } from '../plugins/page-sender';
import { enquiryRefusalPages } from './enquiry-refusal-page';
import { signInNeedsScriptPage } from './sign-in-needs-script';

/**
 * Sends the composed page at the request's path, showing its form as posted and refused; with no
 * shell to show the form again, the form's reasons as the API gives them.
 */
function postedPageSender(sendPage: SendPage) {
  return async (
    request: FastifyRequest,
    reply: FastifyReply,
    postedForm: PostedForm,
    status: number,
  ): Promise<FastifyReply> => {
    if (await sendPage(request, reply, { knownOnly: true, postedForm, status })) return reply;
    const reasons = postedForm.failure ?? Object.values(postedForm.errors).join(' ');
    return reply.code(status).send({ message: reasons });
  };
}

/** The enquiry form's fields; anything else posted is dropped. */
const ENQUIRY_FIELDS = ['name', 'phone', 'message', 'website'] as const;

/** An enquiry is short; a larger body is not a person's (its message alone is capped far below). */
const FORM_BODY_LIMIT = 32 * 1024;
/** What a sign-in form could hold; past this the body is not drained but refused. */
const SIGN_IN_BODY_LIMIT = 16 * 1024;

/** A body the enquiry route refused before reading it, in words for the person who sent it. */
const BODY_REFUSALS: Record<string, { status: number; failure: string }> = {
  FST_ERR_CTP_BODY_TOO_LARGE: {
    status: 413,
    failure: 'Your enquiry is too long to send. Please shorten your message and send it again.',
  },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    status: 415,
    failure: 'Your enquiry could not be read. Please fill in the form and send it again.',
  },
};

const FROM_ELSEWHERE =
  'This form was sent from another website, so it was not accepted. If you meant to write to us, please send your enquiry here.';

/**
 * A form another site posted in a visitor's name: the visitor's address would count against the
 * enquiry limit, not the sender's. Browsers say where a request comes from (Sec-Fetch-Site, or
 * Origin in older ones); a client that says neither is not a browser another site can drive.
 */
function postedFromElsewhere(request: FastifyRequest, siteOrigin: string): boolean {
  const site = request.headers['sec-fetch-site'];
  if (site) return site !== 'same-origin' && site !== 'none';
  const { origin } = request.headers;
  return origin !== undefined && origin !== siteOrigin;
}

/** Too large a body for a form of this site: refused with 413 by the error handler. */
const bodyTooLarge = () =>
  Object.assign(new Error('The request body is too large'), {
    code: 'FST_ERR_CTP_BODY_TOO_LARGE',
    statusCode: 413,
  });

/**
 * The answers to forms the browser posts itself: with scripts off, or sent before the page's
 * code was live. No form of the site is ever sent by GET (what a person typed would sit in the
 * address); these POSTs are answered here, as pages.
 */
export default async function noScriptForms(
  app: FastifyInstance,
  { sendPage, originOf }: { sendPage: SendPage; originOf: (request: FastifyRequest) => string },
) {
  const sendPostedPage = postedPageSender(sendPage);
  // Sign-in needs the app (its token lives where the dashboard reads it). The body, a password
  // among it, is drained unread: never parsed, logged or kept.
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, payload, done) => {
      let received = 0;
      let settled = false;
      const settle = (error: Error | null) => {
        if (settled) return;
        settled = true;
        done(error);
      };
      payload.on('data', (chunk: Buffer) => {
        received += chunk.length;
        if (received > SIGN_IN_BODY_LIMIT) settle(bodyTooLarge());
      });
      payload.once('end', () => settle(null));
      payload.once('error', settle);
    });
    scope.post(paths.signin.path, async (_request, reply) =>
      reply
        .header('cache-control', NO_STORE)
        .type('text/html; charset=utf-8')
        .send(signInNeedsScriptPage),
    );
  });

  // The enquiry page's form: handed to the API's own POST /form (one schema, rate limit, honeypot
  // and e-mail for both ways in), as if the visitor's browser had sent it there. The cheap
  // refusals come first, each answered by a small page made once (enquiry-refusal-page.ts):
  // another site's form before its body is read, a body of the wrong type or size as it is
  // read, and the API's rate limit before anything is validated. Only a form the API read and
  // found wrong is shown again as typed, on the composed page: a render, which the same limit
  // therefore caps per client (ENQUIRY_RATE_LIMIT an hour).
  const refusalPage = enquiryRefusalPages();
  const sendRefusal = async (
    request: FastifyRequest,
    reply: FastifyReply,
    status: number,
    failure: string,
  ) =>
    sendHtml(request, reply, await refusalPage(status, failure), {
      status,
      cacheControl: NO_STORE,
    });

  await app.register(async (scope) => {
    // Only what a browser's form sends; JSON or multipart here is no visitor's enquiry.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
      (_request, body, done) => done(null, new URLSearchParams(body as string)),
    );
    scope.setErrorHandler(async (error: FastifyError, request, reply) => {
      const refused = error.code ? BODY_REFUSALS[error.code] : undefined;
      if (!refused) throw error;
      return sendRefusal(request, reply, refused.status, refused.failure);
    });
    scope.post(
      paths.enquiry.path,
      {
        onRequest: async (request, reply) => {
          if (postedFromElsewhere(request, originOf(request)))
            return sendRefusal(request, reply, 403, FROM_ELSEWHERE);
        },
      },
      async (request, reply) => {
        if (!(request.body instanceof URLSearchParams)) {
          const unreadable = BODY_REFUSALS.FST_ERR_CTP_INVALID_MEDIA_TYPE!;
          return sendRefusal(request, reply, unreadable.status, unreadable.failure);
        }
        const enquiry: Record<string, string> = {};
        for (const field of ENQUIRY_FIELDS) {
          const value = request.body.get(field);
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
        const failure = refusal.message ?? fallbackMessages.createForm;
        if (answer.statusCode === 429) {
          // "Too many enquiries" says when to try again; so does the page that shows it.
          const retryAfter = answer.headers['retry-after'];
          if (retryAfter) reply.header('retry-after', String(retryAfter));
          return sendRefusal(request, reply, 429, failure);
        }
        const { website: _bot, ...values } = enquiry;
        return sendPostedPage(
          request,
          reply,
          answer.statusCode === 400
            ? { values, errors: refusal.fields ?? {} }
            : { values, errors: {}, failure },
          answer.statusCode,
        );
      },
    );
  });
}
