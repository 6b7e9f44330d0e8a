import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { fileHeaderSetter } from '../file-headers';

/** Never served: the server builds (run in sandboxes, not in the browser) and the raw template. */
export const isPrivateFile = (pathName: string) =>
  pathName.startsWith('/server/') || pathName === '/index.html';

/** Serves one folder of files under a prefix, with the site's file headers. */
export type ServeFolder = (
  root: string,
  prefix: string,
  cacheControl: (file: string) => string,
  allowedPath?: (pathName: string) => boolean,
  /** False: only decorate `reply.sendFile` with these settings (the shell's files). */
  route?: boolean,
) => Promise<void>;

/**
 * How every folder of built files is served: precompressed copies by Accept-Encoding (Vite wrote
 * `.br` and `.gz` beside each file), never an index or a directory listing, the site's headers.
 * The first folder served decorates `reply.sendFile` (only one registration may).
 */
export function staticFiles(app: FastifyInstance, remoteOrigins: readonly string[]): ServeFolder {
  const setFileHeaders = fileHeaderSetter({ remoteOrigins });
  let decorated = false;
  return async (
    root,
    prefix,
    cacheControl,
    allowedPath = (p) => !isPrivateFile(p),
    route = true,
  ) => {
    await app.register(fastifyStatic, {
      root,
      prefix,
      serve: route,
      decorateReply: !decorated,
      wildcard: true,
      // Pages are composed, never the raw template.
      index: false,
      allowedPath,
      preCompressed: true,
      redirect: false,
      dotfiles: 'ignore',
      cacheControl: false,
      setHeaders: (reply, file) => setFileHeaders(reply, cacheControl(file)),
    });
    decorated = true;
  };
}
