import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ReleaseCandidatesPort } from '@clinic/contracts/releases/release-candidate';
import type { ApiReader } from '../api-reader';
import type { DeploymentWatcher } from '../deployment';
import type { ReleaseCandidates } from '../releases/candidate-store';
import { candidatePort } from '../releases/candidate-port';
import type { ReleaseEndpointOptions } from '../releases/release-endpoint';
import type { ReleaseStore } from '../releases/release-store';
import { previewOf, type PreviewRoutesOptions } from './preview-routes';
import { previewSites } from './preview-sites';

/** Release candidates as the site keeps them (issue 44): their store, approval, the API's port. */
export interface CandidateOptions {
  store: ReleaseCandidates;
  needsApproval: (app: string) => boolean;
  connect: (port: ReleaseCandidatesPort) => void;
}

/**
 * Opens the candidates' previews (their sites, closed with the server) and hands the API's owner
 * routes their port to the candidates; answers what the preview routes and the page sender need.
 */
export function releasePreviews(
  app: FastifyInstance,
  {
    candidates,
    api,
    webRoot,
    store,
    deployments,
    deploy,
    originOf,
  }: {
    candidates: CandidateOptions;
    api: ApiReader;
    webRoot: string;
    store: ReleaseStore;
    deployments: DeploymentWatcher;
    deploy?: Pick<ReleaseEndpointOptions, 'keepHours' | 'gateLimits'>;
    originOf: (request: FastifyRequest) => string;
  },
) {
  const routes: PreviewRoutesOptions = {
    candidates: candidates.store,
    sites: previewSites(webRoot, store, api, app.log),
    originOf,
  };
  app.addHook('onClose', async () => routes.sites.close());
  candidates.connect(
    candidatePort(
      (by) => ({
        api,
        webRoot,
        store,
        by,
        keepHours: deploy?.keepHours,
        gateLimits: deploy?.gateLimits,
        candidates: candidates.store,
        needsApproval: candidates.needsApproval,
      }),
      () => deployments.fresh(),
    ),
  );
  return { routes, previewOf: previewOf(routes) };
}
