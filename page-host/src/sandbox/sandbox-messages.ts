import type { RemoteName } from '@clinic/contracts/federation/remote-name';

/** A deployed server build (`dist/server/entry.mjs`) a sandbox imports. */
export interface ServerBuildRef {
  /** The entry's file URL, with the build's version in its query (a new build is a new module). */
  readonly url: string;
  /** The folder of the app's build (its release, or its `dist`): the sandbox may read it. */
  readonly folder: string;
  /** Identifies the build: a release id, or its files' stamps. */
  readonly version: string;
  /**
   * Every folder any build of this app is read from (its releases' folder, its build folder):
   * a spare sandbox, started before the build is known, may read these (app-sandboxes.ts).
   */
  readonly homes: readonly string[];
}

/** A remote's server build, with where its images are served from. */
export interface RemoteServerRef extends ServerBuildRef {
  readonly name: RemoteName;
  readonly assetBase: string;
}

/** What a sandbox is asked to load when it starts (sandbox-worker.mjs). */
export interface LoadRequest {
  /** Per singleton package, a file URL inside its installed folder (singleton-folders.ts). */
  readonly singletons?: Readonly<Record<string, string>>;
  readonly shell?: { readonly url: string };
  readonly remote?: {
    readonly name: RemoteName;
    readonly url: string;
    readonly assetBase: string;
    readonly assetGlobal: string;
  };
}

/** What loading gave: each build's contract, or the message its import threw. */
export interface LoadReport {
  readonly shell?: { readonly remoteContract?: string; readonly error?: string };
  readonly remote?: { readonly contract?: string; readonly error?: string };
  /** The sandbox stopped before it could say. */
  readonly stopped?: string;
}

export interface SandboxLimits {
  /** Keep a sandbox per remote started with the shell, so a new release starts from it. */
  readonly spares?: boolean;
  readonly memoryMb: number;
  /** How long one render may take before its sandbox is stopped. */
  readonly renderMs: number;
  /** A lower CPU priority (the gate's), or none. */
  readonly niceness?: number;
}
