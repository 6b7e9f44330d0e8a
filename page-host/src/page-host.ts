import type { FastifyInstance, FastifyRequest } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import { makePrivateDir } from '@clinic/server-kit/private-files';
import { injectedApi } from './api-reader';
import { createPageComposer } from './compose/page-composer';
import { RELEASES_URL_PREFIX, watchDeployment } from './deployment';
import noScriptForms from './forms/no-script-forms';
import appFiles from './plugins/app-files';
import pageAnswers from './plugins/page-answers';
import { notPagePaths } from './plugins/page-paths';
import { pageSender } from './plugins/page-sender';
import seoFiles from './plugins/seo-files';
import staffOrigin from './plugins/staff-origin';
import { staticFiles } from './plugins/static-files';
import uploadedFiles, { type UploadedFilesOptions } from './plugins/uploaded-files';
import previewRoutes from './preview/preview-routes';
import { releasePreviews, type CandidateOptions } from './preview/release-previews';
import deploymentLifecycle from './plugins/deployment-lifecycle';
import { PREVIEW_PREFIX } from './releases/candidate-store';
import type { PointerStore } from './releases/pointer-store';
import {
  DEPLOY_PREFIX,
  releaseEndpoint,
  type ReleaseEndpointOptions,
} from './releases/release-endpoint';
import { liveBuilds } from './releases/live-builds';
import { openReleaseStore } from './releases/release-store';
import type { StaffSite } from './staff-site';

export interface PageHostOptions {
  /** Where the apps' builds are: `<webRoot>/<app folder>/dist`. */
  webRoot: string;
  /** Origins of remotes deployed on other hosts, for the files' security headers. */
  remoteOrigins: readonly string[];
  /** The release store (decision 0026): each app's releases and the pointer to its live one. */
  releasesDir: string;
  /** Where the pointers are kept, when not in the store's files (the site's database). */
  pointers?: PointerStore;
  uploads: UploadedFilesOptions['uploads'];
  /** Prefixes that are never a page (the API's), besides the apps' and the uploads'. */
  notPages: readonly string[];
  /** The origin a request is served under (never its raw Host: the composition root checks it). */
  originOf: (request: FastifyRequest) => string;
  /**
   * The staff pages' own origin and the public one (STAFF_URL and PUBLIC_URL, decision 0076):
   * each serves only its own pages and sends the others there. Without it, one origin serves all.
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
 * The site's front end on one URL: the apps' files and uploaded images, and every other GET
 * answered with a page composed on the server from the deployed apps, each job a plugin of its
 * own, registered here in the order they must be. Registered beside the API, which it reads only
 * through `app.inject('/api/v1/…')`. Not encapsulated: its hooks and not-found handler are the
 * site's.
 */
async function pageHost(app: FastifyInstance, options: PageHostOptions) {
  const { webRoot, releasesDir, uploads, originOf, staffSite, candidates } = options;
  const store = openReleaseStore(releasesDir, options.pointers);
  if (!makePrivateDir(releasesDir))
    app.log.warn(
      { dir: releasesDir },
      'not closed to other users: the folder belongs to another user',
    );
  const builds = liveBuilds(store);
  const deployments = watchDeployment(webRoot, app.log, { builds });
  await app.register(deploymentLifecycle, { deployments, store, pointers: options.pointers });

  const serve = staticFiles(app, options.remoteOrigins);
  const api = injectedApi(app);
  const previews =
    candidates && releasePreviews(app, { ...options, candidates, api, store, deployments });

  const composer = createPageComposer(api, deployments, app.log, { staffSite });
  const sendPage = pageSender(composer, originOf, { staffSite, previewOf: previews?.previewOf });
  if (staffSite)
    await app.register(staffOrigin, {
      site: staffSite,
      originOf,
      othersPrefixes: options.notPages,
    });
  if (previews) await app.register(previewRoutes, previews.routes);
  await app.register(appFiles, { webRoot, builds, deployments, serve });
  await app.register(uploadedFiles, { uploads, serve });
  if (options.deploy)
    await app.register(releaseEndpoint, {
      ...options.deploy,
      prefix: DEPLOY_PREFIX.slice(0, -1),
      store,
      webRoot,
      api,
      served: () => deployments.fresh(),
      candidates: candidates?.store,
      needsApproval: candidates?.needsApproval,
      originOf,
    });
  await app.register(seoFiles, { api, deployments, originOf });
  await app.register(noScriptForms, { sendPage, originOf });
  const notPages = [
    ...options.notPages,
    ...[uploads.prefix, RELEASES_URL_PREFIX, DEPLOY_PREFIX, PREVIEW_PREFIX],
  ];
  await app.register(pageAnswers, { sendPage, isNotPage: notPagePaths(notPages) });
}

export default fastifyPlugin(pageHost, { name: 'page-host', fastify: '5.x' });
