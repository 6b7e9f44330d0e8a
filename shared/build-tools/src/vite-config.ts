import path from 'node:path';
import { federation } from '@module-federation/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type UserConfig } from 'vite';
import { devRemotesManifest, remoteDevServer, shellDevServer } from './dev-servers';
import {
  LAZY_SCRIPTS_ELEMENT_ID,
  SERVER_ENTRY_FILE,
  START_LOADER_FILE,
  type LazyScripts,
} from '@clinic/contracts/federation/page-host-contract';
import type { PageDefinition } from '@clinic/contracts/federation/page-manifest';
import {
  ASSET_BASE_GLOBAL,
  remoteFolders,
  type RemoteName,
} from '@clinic/contracts/federation/remote-name';
import { SHARE_STRATEGY, singletonPackages } from '@clinic/contracts/federation/shared-singletons';
import { remoteShares, ROUTER_SUBSET } from './federation-shares';
import { SHARED_VERSIONS_CONSTANT, sharedVersions } from './shared-versions';
import { lazyImportScriptsPlugin } from './vite-plugins/lazy-import-scripts-plugin';
import { pageManifestPlugin } from './vite-plugins/page-manifest-plugin';
import { type PageText, withTextHashes } from './vite-plugins/page-text-hash';
import { precompressPlugin } from './vite-plugins/precompress-plugin';
import { serverRenderCheckPlugin } from './vite-plugins/server-render-check';
import { standaloneScriptPlugin } from './vite-plugins/standalone-script-plugin';

/**
 * Where each app's server build goes: inside `dist`, so one copy deploys both; at the contract's
 * SERVER_ENTRY_FILE, split into folder and file name for Vite.
 */
export const SERVER_OUT_DIR = `dist/${path.posix.dirname(SERVER_ENTRY_FILE)}`;
const SERVER_ENTRY_NAME = path.posix.basename(SERVER_ENTRY_FILE);

/** What every build of an app starts from, the benchmark's monolithic baseline too. */
export const baseBuildConfig: UserConfig = {
  build: { target: 'es2022' },
};

/**
 * The server build of an app (`vite build --ssr`): one ES module for Node that the API server
 * imports to prerender pages. Everything but the singletons is bundled in, so the build carries
 * its own `shared`; the singletons stay imports, which the server provides, as the federation
 * runtime does in the browser: one React renders the shell and the remote's page in one tree.
 */
function serverBuildConfig(
  entry: string,
  extraPlugins: Plugin[] = [],
  remote?: RemoteName,
): UserConfig {
  return {
    ...baseBuildConfig,
    plugins: [react(), ...extraPlugins],
    // A remote's images and fonts are served from wherever its browser build is deployed, which
    // the server learns at run time (remotes.json) and sets before importing this build.
    experimental: remote
      ? {
          renderBuiltUrl: (filename, { ssr }) =>
            ssr
              ? {
                  runtime: `(globalThis.${ASSET_BASE_GLOBAL}?.[${JSON.stringify(remote)}] ?? ${JSON.stringify(`/${remoteFolders[remote]}/`)}) + ${JSON.stringify(filename)}`,
                }
              : undefined,
        }
      : undefined,
    ssr: { noExternal: true, external: [...singletonPackages] },
    build: {
      ...baseBuildConfig.build,
      ssr: entry,
      outDir: SERVER_OUT_DIR,
      emptyOutDir: true,
      copyPublicDir: false,
      // One file: the server re-imports it by URL when a new build is deployed, and a split
      // chunk would be cached by Node under its old URL. `.mjs`: ES module wherever it is copied,
      // with or without a package.json beside it.
      rolldownOptions: {
        input: entry,
        output: { entryFileNames: SERVER_ENTRY_NAME, codeSplitting: false },
      },
    },
  };
}

/** A remote's exposed module: its pages, each a lazy import of its component. */
const PAGES_MODULE = './src/pages.ts';

/**
 * Build config of a remote. Every remote exposes one module, `./pages` (its RemoteModule), shares
 * exactly the singletons the shell shares, and publishes `pages.json`, the manifest of its pages.
 */

export function defineRemoteConfig(
  name: RemoteName,
  declared: readonly PageDefinition[],
  { pageText }: { pageText?: PageText } = {},
) {
  // Medical pages carry the hash of their text, which binds a medical review to it (0081).
  const pages = withTextHashes(declared, pageText);
  return defineConfig(({ isSsrBuild }) => {
    // The build fails when a page cannot render on the server, so pages stay SSR-safe.
    if (isSsrBuild) return serverBuildConfig(PAGES_MODULE, [serverRenderCheckPlugin(pages)], name);
    return {
      ...baseBuildConfig,
      // Relative asset URLs: one build works wherever it is deployed, on its own host or a prefix.
      base: './',
      plugins: [
        react(),
        federation({
          name,
          filename: 'remoteEntry.js',
          exposes: { './pages': PAGES_MODULE },
          shared: remoteShares,
          shareStrategy: SHARE_STRATEGY,
          manifest: true,
          dts: false,
          // The page already runs the shell's federation runtime: use it instead of a second
          // copy (its runtime-core is one more run-time singleton; the shell provides it).
          experiments: { externalRuntime: true },
          // A remote loads no remotes of its own.
          disableRemote: true,
        }),
        pageManifestPlugin(name, pages, PAGES_MODULE),
        precompressPlugin(),
      ],
      server: remoteDevServer(name),
    };
  });
}

/**
 * Build-time switches the federation runtime reads: it runs only in browsers (its Node loaders
 * drop out), and remotes are registered by their entry, never by an `mf-manifest.json` snapshot
 * (its snapshot plugin drops out). Only the shell bundles the runtime; remotes use the shell's.
 */
const federationRuntimeFlags = {
  ENV_TARGET: JSON.stringify('web'),
  FEDERATION_OPTIMIZE_NO_SNAPSHOT_PLUGIN: 'true',
};

export interface ShellConfigOptions {
  /** The shell's folder (its package.json's): where its singletons are resolved from. */
  root: string;
  /** The script that starts a composed page after load, built as `START_LOADER_FILE`. */
  startScript: string;
  /**
   * The modules (from `root`) that load the federation runtime and swr: the scripts their lazy
   * imports are made of go into the page template (`LAZY_SCRIPTS_ELEMENT_ID`), to be fetched ahead.
   */
  lazyModules: Readonly<Record<keyof LazyScripts, string>>;
}

/**
 * What the shell's browser build resolves `react-router-dom` to: the subset it shares, so the
 * shell and every remote run one router (decision 0021). The monolithic benchmark build uses it
 * too, so the two builds differ only in federation.
 */
export const shellResolve: UserConfig['resolve'] = {
  alias: { 'react-router-dom': ROUTER_SUBSET },
};

/**
 * Build config of the shell, the host. It is a plain Vite build: no federation plugin, so a page
 * starts without the federation runtime. `shell/src/remotes/remote-runtime.ts` loads the runtime
 * when a page first needs a remote and offers it the shell's own singletons (decision 0057).
 */
export function defineShellConfig({ root, startScript, lazyModules }: ShellConfigOptions) {
  return defineConfig(({ isSsrBuild }) => {
    if (isSsrBuild) return serverBuildConfig('src/server/render-page.tsx');
    return {
      ...baseBuildConfig,
      define: {
        ...federationRuntimeFlags,
        [SHARED_VERSIONS_CONSTANT]: JSON.stringify(sharedVersions(root)),
      },
      resolve: shellResolve,
      plugins: [
        react(),
        devRemotesManifest(),
        standaloneScriptPlugin(startScript, START_LOADER_FILE),
        lazyImportScriptsPlugin(lazyModules, LAZY_SCRIPTS_ELEMENT_ID),
        precompressPlugin(),
      ],
      server: shellDevServer(),
    };
  });
}
