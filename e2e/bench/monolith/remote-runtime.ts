import type { RemoteName } from '@clinic/contracts/federation/remote-name';

/**
 * The monolithic build's stand-in for `shell/src/remotes/remote-runtime.ts`: the remotes' source,
 * imported directly (one chunk per remote, as lazily as the federated site loads them), and no
 * federation runtime. A benchmark baseline only (`pnpm bench:web`); never deployed.
 */
const sources: Record<RemoteName, () => Promise<{ default: unknown }>> = {
  mf_content: () => import('../../../mf-content/src/pages'),
  mf_blog: () => import('../../../mf-blog/src/pages'),
  mf_dashboard: () => import('../../../mf-dashboard/src/pages'),
};

export function registerRemoteLocations(): void {
  // Nothing to find: every remote is in this build.
}

export async function importRemotePages(name: RemoteName): Promise<unknown> {
  return (await sources[name]()).default;
}
