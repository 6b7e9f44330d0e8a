import type { FastifyInstance } from 'fastify';
import {
  buildApp,
  type BuildOptions,
  databaseRateLimitStore,
  siteIsLive,
  UPLOADS_PREFIX,
  uploadsDir,
} from '@clinic/api';
import pageHost from '@clinic/page-host';
import {
  approvalNeeded,
  deployTokens,
  releaseCandidates,
  releasePointers,
  siteReleases,
} from '@clinic/releases';
import type { SiteConfig } from './config/site-config';
import { staffSiteOf } from './config/staff-site';
import readiness from './readiness';

/** Where the JSON API answers; never a page. */
const API_PREFIX = '/api/';

/**
 * The whole site in one Fastify app: the JSON API, the page host beside it, which composes pages
 * from the deployed apps (reading the API through `inject`) and serves their files and the API's
 * uploaded images, and the team releases (`@clinic/releases`), which say where each app's live
 * build is and take releases over HTTP. `main.ts` listens; the site's tests call this and use `app.inject`.
 */
export async function buildSite(
  config: SiteConfig,
  options: BuildOptions = {},
): Promise<FastifyInstance> {
  const app = await buildApp(config, options);
  const staffSite = staffSiteOf(config);
  await app.register(readiness);
  const pointers = releasePointers(app, config);
  // Every release the servers sharing the database keep (the live ones and those kept for open
  // tabs), in this server's store before it serves a page.
  await pointers?.syncAll();
  // The releases first: the page host composes pages from their live builds (decision 0083).
  const releases = siteReleases(app, {
    webRoot: config.webRoot,
    releasesDir: config.releasesDir,
    pointers,
    originOf: (request) => request.siteOrigin,
    staffSite,
    deploy: {
      tokens: deployTokens(app.db),
      uploadBytes: config.releaseUploadMb * 2 ** 20,
      // Servers sharing PostgreSQL count together (decision 0049); one server on SQLite counts in
      // its memory, as a synchronous SQLite commit would hold the event loop for its fsync.
      releasesPerHour: config.releasesPerHour,
      ...(config.databaseUrl ? { countStore: databaseRateLimitStore(app.db) } : {}),
      gateLimits: config.releaseGate,
      keepHours: config.releaseKeepHours,
    },
    // Previews, approval and promotion (issue 44); the owners' routes reach them through the port.
    candidates: {
      store: releaseCandidates(app.db, { candidateHours: config.releaseCandidateHours }),
      needsApproval: approvalNeeded(config.releaseApproval, siteIsLive(config)),
      connect: (port) => app.releaseCandidates.connect(port),
    },
  });
  await app.register(pageHost, {
    webRoot: config.webRoot,
    releases: releases.pageHost,
    remoteOrigins: config.remoteOrigins,
    uploads: {
      dir: uploadsDir(config.dataDir),
      prefix: UPLOADS_PREFIX,
      fetch: (name) => app.images.fetch(name),
    },
    notPages: [API_PREFIX],
    originOf: (request) => request.siteOrigin,
    staffSite,
  });
  // The deploy endpoint and the preview links, and which releases this server composes from.
  await app.register(releases.routes);
  return app;
}
