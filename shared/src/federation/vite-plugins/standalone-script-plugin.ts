import { promises as fs } from 'node:fs';
import { transformWithOxc, type Plugin } from 'vite';

/**
 * Emits one TypeScript module as a script of a fixed name in the build's root, compiled but not
 * bundled: for a script the server names in every page (so it cannot carry a hash), which imports
 * nothing, and which the federation plugin must not wrap as one of its entries.
 */
export function standaloneScriptPlugin(source: string, fileName: string): Plugin {
  return {
    name: 'clinic:standalone-script',
    apply: 'build',
    async generateBundle() {
      const code = await fs.readFile(source, 'utf8');
      const { code: compiled } = await transformWithOxc(code, source, { lang: 'ts' });
      this.emitFile({ type: 'asset', fileName, source: compiled });
    },
  };
}
