import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { START_LOADER_FILE } from '@clinic/contracts/federation/page-host-contract';
import { baseBuildConfig, shellResolve } from '@clinic/build-tools/vite-config';
import { precompressPlugin } from '@clinic/build-tools/vite-plugins/precompress-plugin';
import { standaloneScriptPlugin } from '@clinic/build-tools/vite-plugins/standalone-script-plugin';

/** A path from this folder (three below the repository's root). */
const local = (path: string) => fileURLToPath(new URL(path, import.meta.url));

const shellDir = local('../../../shell/');
/** The shell's one module that talks to the federation runtime, and its stand-in here. */
const remoteRuntime = local('../../../shell/src/remotes/remote-runtime.ts');
const monolithRuntime = local('./remote-runtime.ts');
/** The starter, built as the shell's own config builds it (shell/vite.config.ts). */
const startScript = local('../../../shell/src/start/start-after-load.ts');

/**
 * The shell's browser build with the remotes' source imported directly and no federation: the
 * baseline `pnpm bench:web` measures the federated site against. It is the shell's own build
 * (its root, index.html and starter) with only `remoteRuntime` swapped for `monolithRuntime`.
 */
const swapRuntime: Plugin = {
  name: 'clinic:monolith-runtime',
  enforce: 'pre',
  async resolveId(source, importer, options) {
    const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
    return resolved?.id === remoteRuntime ? monolithRuntime : null;
  },
};

export default defineConfig({
  ...baseBuildConfig,
  root: shellDir,
  resolve: shellResolve,
  plugins: [
    react(),
    swapRuntime,
    standaloneScriptPlugin(startScript, START_LOADER_FILE),
    precompressPlugin(),
  ],
  // Which chunk and stylesheets hold each remote's pages: build-web-root.ts reads it.
  build: { ...baseBuildConfig.build, manifest: true },
});
