import type { FastifyError, FastifyInstance } from 'fastify';
import { HttpError } from '../../lib/http-error';
import { ValidationError } from '../../lib/validate';
import fp from 'fastify-plugin';

/** Clear words for the errors Fastify and its plugins raise on bad input. */
const MESSAGES: Record<string, { status: number; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, message: 'The request body is not valid JSON' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, message: 'The request body is empty' },
  // An oversize JSON body is bad input, answered 400 like the rest (product §10.1); an image over
  // 5 MB is the one 413 (below).
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 400, message: 'The request body is too large' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, message: 'Unsupported content type: send JSON' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: {
    status: 400,
    message: 'The Content-Length header does not match the body',
  },
  FST_REQ_FILE_TOO_LARGE: { status: 413, message: 'The image is larger than 5 MB' },
  FST_FILES_LIMIT: { status: 413, message: 'Send at most one image' },
  FST_FIELDS_LIMIT: { status: 413, message: 'Too many form fields' },
  FST_PARTS_LIMIT: { status: 413, message: 'Too many form parts' },
  FST_PROTO_VIOLATION: { status: 400, message: 'Invalid form field name' },
  FST_INVALID_MULTIPART_CONTENT_TYPE: {
    status: 415,
    message: 'Send the blog as multipart/form-data',
  },
};

/**
 * Every error becomes JSON `{ message }`. A 4xx explains what to fix; a 5xx says only that it
 * failed and is logged with its stack (never with the request body).
 */
export default fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof ValidationError) {
      return reply.code(400).send({ message: error.message, fields: error.fields });
    }
    if (error instanceof HttpError) {
      return reply.code(error.statusCode).headers(error.headers).send({ message: error.message });
    }
    const known = error.code ? MESSAGES[error.code] : undefined;
    if (known) return reply.code(known.status).send({ message: known.message });
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Fastify's own 4xx messages describe the request, not the server (e.g. a bad header).
      return reply.code(status).send({ message: error.message });
    }
    request.log.error({ reqId: request.id, err: error }, 'request failed');
    return reply
      .code(status >= 500 && status < 600 ? status : 500)
      .send({ message: 'Something went wrong. Please try again.' });
  });
});
