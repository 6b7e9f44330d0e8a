import type { ApiAnswer } from '../api-reader';
import type { GateResult } from './release-gate';

/** What the gate's child process is asked to check (release-gate.ts's gateRelease). */
export interface GateRequest {
  readonly webRoot: string;
  /** The release store's folder: the candidate and the live releases are read from it. */
  readonly storeRoot: string;
  readonly folder: string;
  readonly id: string;
  /** The live release of each app, by folder, as the parent read its pointers. */
  readonly live: Readonly<Record<string, string>>;
}

/** From the parent (gate-process.ts) to the child (gate-worker.ts). */
export type ParentMessage =
  | { readonly type: 'gate'; readonly request: GateRequest }
  | { readonly type: 'answer'; readonly id: number; readonly answer: ApiAnswer };

/** From the child to the parent: a data read for a page, then the gate's result. */
export type ChildMessage =
  | { readonly type: 'read'; readonly id: number; readonly path: string }
  | { readonly type: 'result'; readonly result: GateResult };
