import { rolldown } from 'rolldown';
import type { Plugin } from 'vite';

/**
 * Emits one TypeScript module, with the modules it imports, as one script of a fixed name in the
 * build's root: for a script the server names in every page (so it cannot carry a hash), which
 * the federation plugin must not wrap as one of its entries, and which must not share a chunk
 * with the app (its own small bundle, made apart from the app's).
 */
export function standaloneScriptPlugin(source: string, fileName: string): Plugin {
  return {
    name: 'clinic:standalone-script',
    apply: 'build',
    async generateBundle() {
      const bundle = await rolldown({ input: source, platform: 'browser', logLevel: 'warn' });
      try {
        const { output } = await bundle.generate({ format: 'esm', minify: true });
        const [chunk, ...more] = output;
        if (more.length > 0 || chunk.type !== 'chunk')
          this.error(`${source} must bundle into one script (it made ${output.length} files)`);
        this.emitFile({ type: 'asset', fileName, source: chunk.code });
      } finally {
        await bundle.close();
      }
    },
  };
}
