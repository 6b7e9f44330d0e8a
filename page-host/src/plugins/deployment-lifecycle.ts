import type { FastifyInstance } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import type { LiveBuilds } from '@clinic/contracts/releases/live-builds';
import type { DeploymentWatcher } from '../deployment';

export interface DeploymentLifecycleOptions {
  deployments: DeploymentWatcher;
  /** The releases' builds, which say when a live pointer is switched on this machine. */
  builds?: LiveBuilds;
}

/**
 * The deployment's life beside the server's: looked at again once listening, and its sandboxes
 * stopped with the server. (Where servers share the pointers, the releases report what each
 * composes from: @clinic/releases.)
 */
async function deploymentLifecycle(app: FastifyInstance, options: DeploymentLifecycleOptions) {
  const { deployments, builds } = options;
  let stopWatching = () => {};
  // Pages composed before listening (the site's warm-up) leave a snapshot of what was deployed
  // then; the first request once listening looks again, as if nothing had been read before.
  app.addHook('onListen', async () => {
    deployments.recheck();
    // A release switched on this machine is read (its sandboxes loaded) at once, not when a
    // visitor next asks, so pages name it within the read's time (README "Going live").
    stopWatching =
      builds?.watch?.(() => {
        deployments.fresh().catch(() => undefined);
      }) ?? stopWatching;
  });
  // The pages' sandboxes are this server's processes: they stop with it.
  app.addHook('onClose', async () => {
    stopWatching();
    deployments.close();
  });
}

export default fastifyPlugin(deploymentLifecycle, { name: 'page-host-deployment-lifecycle' });
