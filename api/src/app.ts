import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance, type FastifyServerOptions, LogController } from 'fastify';
import pino from 'pino';
import type { ApiConfig } from './config/api-config';
import { SERVER_TIMEOUTS } from './config/server-timeouts';
import apiNotFound from './plugins/app/api-not-found';
import audit from './plugins/app/audit';
import auth from './plugins/app/auth';
import changeNotices from './plugins/app/change-notices';
import enquiryEmail from './plugins/app/enquiry-email';
import errorHandler from './plugins/app/error-handler';
import maintenance from './plugins/app/maintenance';
import releaseCandidates from './plugins/app/release-candidates';
import requestLogging from './plugins/app/request-logging';
import services from './plugins/app/services';
import siteOrigin from './plugins/app/site-origin';
import staffBootstrap from './plugins/app/staff-bootstrap';
import database from './plugins/external/database';
import securityHeaders from './plugins/external/security-headers';
import apiRoutes from './routes/api/v1/index';

export interface BuildOptions {
  /** Replaces the pino options built from config (tests pass a stream to read the log). */
  logger?: FastifyServerOptions['logger'];
}

/**
 * Pino settings: no bodies, and never the bearer token even if a header gets logged. Lines are
 * written asynchronously (batched while a write is pending) instead of one blocking write per
 * request, which cost about a third of a small route's throughput; pino flushes on exit.
 */
export function loggerOptions(
  config: ApiConfig,
  destination: number | string = 1,
): FastifyServerOptions['logger'] {
  return {
    level: config.logLevel,
    ...(config.logLevel === 'silent'
      ? {}
      : { stream: pino.destination({ dest: destination, sync: false }) }),
    redact: {
      paths: ['req.headers.authorization', 'req.headers.cookie', 'headers.authorization'],
      censor: '[redacted]',
    },
    serializers: {
      // Only what helps find a bug: not pg's `detail`, which quotes the offending row's values.
      err: (err: Error & { code?: string; statusCode?: number }) => ({
        type: err.name,
        message: err.message,
        code: err.code,
        statusCode: err.statusCode,
        stack: err.stack ?? '',
      }),
    },
  };
}

/**
 * Builds the JSON API: security headers, the site's origin check, database, /api/v1. The site's
 * composition root (server/src/build-site.ts) adds the page host beside it; API tests call this
 * with their own config and use `app.inject`.
 */
export async function buildApp(
  config: ApiConfig,
  options: BuildOptions = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? loggerOptions(config),
    // We log one line per request ourselves, without bodies (plugins/app/request-logging).
    logController: new LogController({ disableRequestLogging: true }),
    genReqId: () => randomUUID(),
    // No per-request child logger: its cost showed on every request, and the lines we write
    // carry the request id themselves (request-logging, error-handler).
    childLoggerFactory: (logger) => logger,
    // A client-chosen id would let anyone forge log lines' correlation.
    requestIdHeader: false,
    // Only the named proxies; an empty list trusts no X-Forwarded-* header at all.
    trustProxy: config.trustProxy.length > 0 ? config.trustProxy : false,
    // Small JSON payloads only; blog text comes as multipart with its own limits.
    bodyLimit: 256 * 1024,
    routerOptions: { caseSensitive: true, ignoreTrailingSlash: false },
    connectionTimeout: SERVER_TIMEOUTS.idleTimeoutMs,
    requestTimeout: SERVER_TIMEOUTS.requestTimeoutMs,
    keepAliveTimeout: SERVER_TIMEOUTS.keepAliveTimeoutMs,
    http: {
      headersTimeout: SERVER_TIMEOUTS.headersTimeoutMs,
      connectionsCheckingInterval: SERVER_TIMEOUTS.checkIntervalMs,
    },
  });

  // JSON only (and multipart on blog routes): a text/plain body is refused with 415.
  app.removeContentTypeParser('text/plain');

  await app.register(securityHeaders, { config });
  await app.register(requestLogging);
  await app.register(errorHandler);
  await app.register(siteOrigin, { config });
  await app.register(database, { config });
  await app.register(services, { config });
  await app.register(changeNotices, { config });
  await app.register(auth);
  await app.register(audit);
  await app.register(releaseCandidates);
  await app.register(staffBootstrap, { config });
  await app.register(maintenance, { config });
  await app.register(enquiryEmail, { config });
  await app.register(apiRoutes, { prefix: '/api/v1', config });
  await app.register(apiNotFound);
  return app;
}
