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
import type { ReleaseCandidatesPort } from '@clinic/contracts/releases/release-candidate';
import previewRoutes, { previewOf } from './preview/preview-routes';
import { previewSites } from './preview/preview-sites';
import { PREVIEW_PREFIX, type ReleaseCandidates } from './releases/candidate-store';
import { candidatePort } from './releases/candidate-port';
import type { PointerStore } from './releases/pointer-store';
import {
  DEPLOY_PREFIX,
  releaseEndpoint,
  type ReleaseEndpointOptions,
} from './releases/release-endpoint';
import { openReleaseStore } from './releases/release-store';
import { reportServedReleases } from './served-releases';
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
  candidates?: {
    store: ReleaseCandidates;
    needsApproval: (app: string) => boolean;
    connect: (port: ReleaseCandidatesPort) => void;
  };
}

/**
 * The site's front end on one URL: the apps' files and uploaded images, and every other GET
 * answered with a page composed on the server from the deployed apps, each job a plugin of its
 * own, registered here in the order they must be. Registered beside the API, which it reads only
 * through `app.inject('/api/v1/…')`. Not encapsulated: its hooks and not-found handler are the
 * site's.
 */
async function pageHost(app: FastifyInstance, options: PageHostOptions) {
  const { webRoot, releasesDir, uploads, originOf, staffSite } = options;
  const store = openReleaseStore(releasesDir, options.pointers);
  if (!makePrivateDir(releasesDir))
    app.log.warn(
      { dir: releasesDir },
      'not closed to other users: the folder belongs to another user',
    );
  const deployments = watchDeployment(webRoot, app.log, { store });
  // Pages composed before listening (the site's warm-up) leave a snapshot of what was deployed
  // then; the first request once listening looks again, as if nothing had been read before.
  app.addHook('onListen', async () => deployments.recheck());
  // Servers sharing the pointers say which releases they compose from (served-releases.ts).
  const served = options.pointers?.served?.bind(options.pointers);
  if (served) {
    let stop = () => {};
    app.addHook('onReady', async () => {
      stop = reportServedReleases(store, deployments, served, app.log);
    });
    app.addHook('onClose', async () => stop());
  }
  // The pages' sandboxes are this server's processes: they stop with it.
  app.addHook('onClose', async () => deployments.close());

  const serve = staticFiles(app, options.remoteOrigins);
  const api = injectedApi(app);
  const candidates = options.candidates;
  const previews = candidates && {
    candidates: candidates.store,
    sites: previewSites(webRoot, store, api, app.log),
    originOf,
  };
  if (previews) app.addHook('onClose', async () => previews.sites.close());
  const sendPage = pageSender(
    createPageComposer(api, deployments, app.log, { staffSite }),
    originOf,
    {
      staffSite,
      previewOf: previews && previewOf(previews),
    },
  );
  if (staffSite)
    await app.register(staffOrigin, {
      site: staffSite,
      originOf,
      othersPrefixes: options.notPages,
    });
  if (previews) await app.register(previewRoutes, previews);
  candidates?.connect(
    candidatePort(
      (by) => ({
        api,
        webRoot,
        store,
        by,
        keepHours: options.deploy?.keepHours,
        gateLimits: options.deploy?.gateLimits,
        candidates: candidates.store,
        needsApproval: candidates.needsApproval,
      }),
      () => deployments.fresh(),
    ),
  );
  await app.register(appFiles, { webRoot, releasesDir, store, deployments, serve });
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
  await app.register(noScriptForms, {
    originOf,
    sendPostedPage: async (request, reply, postedForm, status) => {
      if (await sendPage(request, reply, { knownOnly: true, postedForm, status })) return reply;
      // No shell to show the form again: its reasons, as the API gives them.
      const reasons = postedForm.failure ?? Object.values(postedForm.errors).join(' ');
      return reply.code(status).send({ message: reasons });
    },
  });
  const notPages = [
    ...options.notPages,
    uploads.prefix,
    RELEASES_URL_PREFIX,
    DEPLOY_PREFIX,
    PREVIEW_PREFIX,
  ];
  await app.register(pageAnswers, { sendPage, isNotPage: notPagePaths(notPages) });
}

export default fastifyPlugin(pageHost, { name: 'page-host', fastify: '5.x' });
