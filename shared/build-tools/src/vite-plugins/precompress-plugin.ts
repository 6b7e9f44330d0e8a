import { promises as fs } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

const COMPRESSIBLE = /\.(js|mjs|css|html|json|svg|xml|txt|map)$/;
/** Below this a compressed copy saves less than its extra headers cost. */
const MIN_BYTES = 1024;

/**
 * Writes `.br` and `.gz` beside every compressible output file, at the highest levels: the work
 * happens once per build instead of on every request, and the server picks one by the browser's
 * Accept-Encoding (@fastify/static `preCompressed`).
 */
export function precompressPlugin(): Plugin {
  return {
    name: 'clinic:precompress',
    apply: 'build',
    async writeBundle(options, bundle) {
      const outDir = options.dir ?? '';
      await Promise.all(
        Object.keys(bundle)
          .filter((fileName) => COMPRESSIBLE.test(fileName))
          .map(async (fileName) => {
            const file = path.join(outDir, fileName);
            const bytes = await fs.readFile(file).catch(() => undefined);
            if (!bytes || bytes.length < MIN_BYTES) return;
            const [br, gz] = await Promise.all([
              brotli(bytes, {
                params: {
                  [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
                  [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
                },
              }),
              gzip(bytes, { level: zlib.constants.Z_BEST_COMPRESSION }),
            ]);
            await Promise.all([fs.writeFile(`${file}.br`, br), fs.writeFile(`${file}.gz`, gz)]);
          }),
      );
    },
  };
}
