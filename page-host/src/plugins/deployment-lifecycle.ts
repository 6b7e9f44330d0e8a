import type { FastifyInstance } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import type { DeploymentWatcher } from '../deployment';

export interface DeploymentLifecycleOptions {
  deployments: DeploymentWatcher;
}

/**
 * The deployment's life beside the server's: looked at again once listening, and its sandboxes
 * stopped with the server. (Where servers share the pointers, the releases report what each
 * composes from: @clinic/releases.)
 */
async function deploymentLifecycle(app: FastifyInstance, options: DeploymentLifecycleOptions) {
  const { deployments } = options;
  // Pages composed before listening (the site's warm-up) leave a snapshot of what was deployed
  // then; the first request once listening looks again, as if nothing had been read before.
  app.addHook('onListen', async () => deployments.recheck());
  // The pages' sandboxes are this server's processes: they stop with it.
  app.addHook('onClose', async () => deployments.close());
}

export default fastifyPlugin(deploymentLifecycle, { name: 'page-host-deployment-lifecycle' });
