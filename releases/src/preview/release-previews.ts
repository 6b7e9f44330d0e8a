import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ReleaseCandidatesPort } from '@clinic/contracts/releases/release-candidate';
import type { ApiReader, StaffSite } from '@clinic/page-host';
import type { ReleaseCandidates } from '../candidate-store';
import { candidatePort } from '../candidate-port';
import type { ReleaseEndpointOptions } from '../release-endpoint';
import type { ReleaseStore } from '../release-store';
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
    served,
    deploy,
    originOf,
    staffSite,
  }: {
    candidates: CandidateOptions;
    api: ApiReader;
    webRoot: string;
    store: ReleaseStore;
    /** Resolves once this server composes pages from what is live now. */
    served: () => Promise<unknown>;
    deploy?: Pick<ReleaseEndpointOptions, 'keepHours' | 'gateLimits'>;
    originOf: (request: FastifyRequest) => string;
    staffSite?: StaffSite;
  },
) {
  const routes: PreviewRoutesOptions = {
    candidates: candidates.store,
    sites: previewSites(webRoot, store, api, app.log, staffSite),
    originOf,
    staffSite,
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
      served,
    ),
  );
  return { routes, previewOf: previewOf(routes) };
}
