import type { FastifyInstance, FastifyRequest } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import { injectedApi, type PageHostReleases, type StaffSite } from '@clinic/page-host';
import { makePrivateDir } from '@clinic/server-kit/private-files';
import { PREVIEW_PREFIX } from './candidate-store';
import { liveBuilds } from './live-builds';
import type { PointerStore } from './pointer-store';
import previewRoutes from './preview/preview-routes';
import { releasePreviews, type CandidateOptions } from './preview/release-previews';
import { DEPLOY_PREFIX, releaseEndpoint, type ReleaseEndpointOptions } from './release-endpoint';
import { openReleaseStore } from './release-store';
import { reportServedReleases } from './served-releases';

export interface SiteReleasesOptions {
  /** Where the apps' builds are: `<webRoot>/<app folder>/dist`. */
  webRoot: string;
  /** The release store (decision 0026): each app's releases and the pointer to its live one. */
  releasesDir: string;
  /** Where the pointers are kept, when not in the store's files (the site's database). */
  pointers?: PointerStore;
  /** The origin a request is served under (never its raw Host: the composition root checks it). */
  originOf: (request: FastifyRequest) => string;
  /**
   * The staff pages' own origin and the public one (STAFF_URL, decision 0076): the staff pages'
   * candidates are previewed there, every other app's on the public origin.
   */
  staffSite?: StaffSite;
  /** Releases over HTTP with deploy tokens (`/deploy/v1/…`); without it, none are taken. */
  deploy?: Pick<
    ReleaseEndpointOptions,
    'tokens' | 'uploadBytes' | 'releasesPerHour' | 'countStore' | 'gateLimits' | 'keepHours'
  >;
  /**
   * Release candidates, previews and approval (issue 44): the candidates in the site's database,
   * which apps need an owner's approval, and where the API's owner routes get their port.
   */
  candidates?: CandidateOptions;
}

/**
 * The team releases on the site (decision 0083), in two halves around the page host: `pageHost`,
 * what it composes pages with (each app's live build, the preview a request opens, the releases'
 * URL prefixes), and `routes`, registered after it, which takes releases over HTTP, serves the
 * preview links, and says which releases this server composes pages from.
 */
export function siteReleases(app: FastifyInstance, options: SiteReleasesOptions) {
  const { webRoot, releasesDir, pointers, originOf, staffSite, deploy, candidates } = options;
  const store = openReleaseStore(releasesDir, pointers);
  if (!makePrivateDir(releasesDir))
    app.log.warn(
      { dir: releasesDir },
      'not closed to other users: the folder belongs to another user',
    );
  const api = injectedApi(app);
  // The page host's deployment, once it is registered: read only when a release is made.
  const served = () => app.pageDeployments.fresh();
  const previews =
    candidates &&
    releasePreviews(app, { webRoot, candidates, api, store, served, deploy, originOf, staffSite });
  const pageHost: PageHostReleases = {
    builds: liveBuilds(store),
    previewOf: previews?.previewOf,
    prefixes: [DEPLOY_PREFIX, PREVIEW_PREFIX],
  };

  async function routes(site: FastifyInstance) {
    const deployments = site.pageDeployments;
    // Servers sharing the pointers say which releases they compose from (served-releases.ts).
    const report = pointers?.served?.bind(pointers);
    if (report) {
      let stop = () => {};
      site.addHook('onReady', async () => {
        stop = reportServedReleases(store, deployments, report, site.log);
      });
      site.addHook('onClose', async () => stop());
    }
    if (previews) await site.register(previewRoutes, previews.routes);
    if (deploy)
      await site.register(releaseEndpoint, {
        ...deploy,
        prefix: DEPLOY_PREFIX.slice(0, -1),
        store,
        webRoot,
        api,
        served,
        candidates: candidates?.store,
        needsApproval: candidates?.needsApproval,
        originOf,
        staffSite,
      });
  }

  return {
    pageHost,
    routes: fastifyPlugin(routes, { name: 'releases', dependencies: ['page-host'] }),
  };
}
