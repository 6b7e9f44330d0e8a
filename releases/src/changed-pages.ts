import type { ApiReader } from '@clinic/page-host';
import { createPageComposer } from '@clinic/page-host';
import type { DeploymentWatcher } from '@clinic/page-host';
import { mainDigest } from './main-digest';
import { GATE_ORIGIN } from './release-gate';

/**
 * The pages whose main content differs between the candidate's renders and the live release's,
 * both made by the gate on the same data; a page the live release lacks counts as changed.
 */
export const changedPages = (
  candidate: Readonly<Record<string, string>>,
  live: Readonly<Record<string, string | undefined>>,
): string[] => Object.keys(candidate).filter((page) => candidate[page] !== live[page]);

/** The main content's digest of each of `paths` as `deployments` composes it (none on failure). */
export async function renderMains(
  api: ApiReader,
  deployments: DeploymentWatcher,
  paths: readonly string[],
): Promise<Record<string, string | undefined>> {
  const composer = createPageComposer(api, deployments);
  const renders: Record<string, string | undefined> = {};
  for (const path of paths) {
    const page = await composer.compose(path, GATE_ORIGIN).catch(() => undefined);
    renders[path] = page && !page.degraded ? mainDigest(page) : undefined;
  }
  return renders;
}
