import type { FastifyReply } from 'fastify';
import { fileSecurityHeaders, securityHeaders } from '@clinic/server-kit/security-headers';
import type { SecurityHeaderOptions } from '@clinic/server-kit/security-headers';
import { IMMUTABLE } from './cache-policy';

/**
 * Replaces the page headers every answer starts with (plugins/external/security-headers.ts) by
 * the shorter set a file needs. Called once the static handler knows it is sending a file.
 */
export function fileHeaderSetter(options: SecurityHeaderOptions) {
  const fileHeaders = fileSecurityHeaders(options);
  const pageOnly = Object.keys(securityHeaders(options)).filter((name) => !(name in fileHeaders));
  return (reply: FastifyReply, cacheControl: string) => {
    for (const name of pageOnly) reply.removeHeader(name);
    // Quoted by staff when a request fails; a file that was found has nothing to quote.
    reply.removeHeader('x-request-id');
    // A content-hashed file is never revalidated, so its validators are dead weight.
    if (cacheControl === IMMUTABLE) {
      reply.removeHeader('etag');
      reply.removeHeader('last-modified');
    }
    reply.headers(fileHeaders);
    reply.header('cache-control', cacheControl);
  };
}
