import type { FastifyInstance } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import type { DeploymentWatcher } from '../deployment';
import type { PointerStore } from '../releases/pointer-store';
import type { ReleaseStore } from '../releases/release-store';
import { reportServedReleases } from '../served-releases';

export interface DeploymentLifecycleOptions {
  deployments: DeploymentWatcher;
  store: ReleaseStore;
  pointers?: PointerStore;
}

/**
 * The deployment's life beside the server's: looked at again once listening, reported as served
 * where servers share the pointers, and its sandboxes stopped with the server.
 */
async function deploymentLifecycle(app: FastifyInstance, options: DeploymentLifecycleOptions) {
  const { deployments, store, pointers } = options;
  // Pages composed before listening (the site's warm-up) leave a snapshot of what was deployed
  // then; the first request once listening looks again, as if nothing had been read before.
  app.addHook('onListen', async () => deployments.recheck());
  // Servers sharing the pointers say which releases they compose from (served-releases.ts).
  const served = pointers?.served?.bind(pointers);
  if (served) {
    let stop = () => {};
    app.addHook('onReady', async () => {
      stop = reportServedReleases(store, deployments, served, app.log);
    });
    app.addHook('onClose', async () => stop());
  }
  // The pages' sandboxes are this server's processes: they stop with it.
  app.addHook('onClose', async () => deployments.close());
}

export default fastifyPlugin(deploymentLifecycle, { name: 'page-host-deployment-lifecycle' });
