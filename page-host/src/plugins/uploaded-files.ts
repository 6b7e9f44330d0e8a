import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import { makePrivateDir } from '@clinic/server-kit/private-files';
import { IMMUTABLE } from '../cache-policy';
import type { ServeFolder } from './static-files';

export interface UploadedFilesOptions {
  /**
   * Files served as they are, for good (content-named): the API's uploaded images. `fetch` puts
   * a file this server lacks into `dir` (from the shared database) and says whether it could.
   */
  uploads: { dir: string; prefix: string; fetch?: (name: string) => Promise<boolean> };
  serve: ServeFolder;
}

/** The staff's uploaded images; one uploaded through another server is copied in when asked. */
async function uploadedFiles(app: FastifyInstance, { uploads, serve }: UploadedFilesOptions) {
  makePrivateDir(uploads.dir);
  // Upload names are random and never reused, so they can be cached for good.
  await serve(uploads.dir, uploads.prefix, () => IMMUTABLE);
  const { fetch: fetchUpload } = uploads;
  if (!fetchUpload) return;
  // An upload made through another server, on first request here: copied in, then served as any
  // other (same headers and ETag).
  app.addHook('onRequest', async (request) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return;
    const pathname = request.url.split('?')[0] ?? '';
    if (!pathname.startsWith(uploads.prefix)) return;
    let name;
    try {
      name = decodeURIComponent(pathname.slice(uploads.prefix.length));
    } catch {
      return;
    }
    if (fs.existsSync(path.join(uploads.dir, path.basename(name)))) return;
    await fetchUpload(name).catch((error: unknown) =>
      request.log.warn({ err: error }, 'upload not copied from the database'),
    );
  });
}

export default fastifyPlugin(uploadedFiles, { name: 'page-host-uploaded-files' });
