import type { FastifyInstance, FastifyRequest } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import type { LiveBuilds } from '@clinic/contracts/releases/live-builds';
import { injectedApi } from './api-reader';
import { createPageComposer } from './compose/page-composer';
import { RELEASES_URL_PREFIX, watchDeployment, type DeploymentWatcher } from './deployment';
import noScriptForms from './forms/no-script-forms';
import appFiles from './plugins/app-files';
import pageAnswers from './plugins/page-answers';
import { notPagePaths } from './plugins/page-paths';
import { pageSender, type PreviewOf } from './plugins/page-sender';
import seoFiles from './plugins/seo-files';
import staffOrigin from './plugins/staff-origin';
import { staticFiles } from './plugins/static-files';
import uploadedFiles, { type UploadedFilesOptions } from './plugins/uploaded-files';
import deploymentLifecycle from './plugins/deployment-lifecycle';
import type { StaffSite } from './staff-site';

/**
 * The team releases beside the page host (`@clinic/releases`, decision 0083), as far as composing
 * pages needs them: where each app's live build is, the preview a request opens, and their own
 * URL prefixes, which are never a page.
 */
export interface PageHostReleases {
  builds: LiveBuilds;
  previewOf?: PreviewOf;
  prefixes: readonly string[];
}

declare module 'fastify' {
  interface FastifyInstance {
    /** What the pages are composed from: the releases say when a release is served (decision 0083). */
    pageDeployments: DeploymentWatcher;
  }
}

export interface PageHostOptions {
  /** Where the apps' builds are: `<webRoot>/<app folder>/dist`. */
  webRoot: string;
  /** Origins of remotes deployed on other hosts, for the files' security headers. */
  remoteOrigins: readonly string[];
  /** The releases (decision 0026); without them, each app's build folder under the web root. */
  releases?: PageHostReleases;
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
}

/**
 * The site's front end on one URL: the apps' files and uploaded images, and every other GET
 * answered with a page composed on the server from the deployed apps, each job a plugin of its
 * own, registered here in the order they must be. Registered beside the API, which it reads only
 * through `app.inject('/api/v1/…')`. Not encapsulated: its hooks and not-found handler are the
 * site's.
 */
async function pageHost(app: FastifyInstance, options: PageHostOptions) {
  const { webRoot, uploads, originOf, staffSite, releases } = options;
  const builds = releases?.builds;
  const deployments = watchDeployment(webRoot, app.log, builds && { builds });
  app.decorate('pageDeployments', deployments);
  await app.register(deploymentLifecycle, { deployments, builds });

  const serve = staticFiles(app, options.remoteOrigins);
  const api = injectedApi(app);

  const composer = createPageComposer(api, deployments, app.log, { staffSite });
  const sendPage = pageSender(composer, originOf, { staffSite, previewOf: releases?.previewOf });
  if (staffSite)
    await app.register(staffOrigin, {
      site: staffSite,
      originOf,
      // The releases' routes answer on both origins: a dashboard preview is opened and left on
      // the staff origin (decision 0077).
      othersPrefixes: [...options.notPages, ...(releases?.prefixes ?? [])],
    });
  await app.register(appFiles, { webRoot, builds, deployments, serve });
  await app.register(uploadedFiles, { uploads, serve });
  await app.register(seoFiles, { api, deployments, originOf });
  await app.register(noScriptForms, { sendPage, originOf });
  const notPages = [
    ...options.notPages,
    ...[uploads.prefix, RELEASES_URL_PREFIX, ...(releases?.prefixes ?? [])],
  ];
  await app.register(pageAnswers, { sendPage, isNotPage: notPagePaths(notPages) });
}

export default fastifyPlugin(pageHost, { name: 'page-host', fastify: '5.x' });
