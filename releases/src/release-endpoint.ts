import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import rateLimit, { type FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { appFolders } from '@clinic/contracts/federation/page-host-contract';
import { previewEndedAnswer } from '@clinic/contracts/releases/release-candidate';
import { NO_STORE } from '@clinic/page-host';
import type { ApiReader } from '@clinic/page-host';
import type { DeployToken, DeployTokens } from './deploy-tokens';
import type { GateLimits } from './gate-process';
import { ReleaseInProgress } from './gate-lock';
import { formatReleases } from './format-releases';
import { PointerMoved } from './pointer-store';
import {
  ArchiveTooLarge,
  BadArchive,
  RELEASE_ARCHIVE_TYPE,
  unpackRelease,
} from './release-archive';
import type { ReleaseCandidates } from './candidate-store';
import { candidateAnswer } from './candidate-answer';
import { promoteCandidate } from './candidate-flow';
import {
  isCandidate,
  releaseBuild,
  rollBack,
  type ReleaseContext,
  type ReleaseOutcome,
} from './release-flow';
import { UnreleasableBuild, type ReleaseStore } from './release-store';
import { sweepLeftovers } from './release-sweep';

/** Where teams release from their CI: `/deploy/v1/apps/<app>/…` (README "Releasing one app"). */
export const DEPLOY_PREFIX = '/deploy/';

export interface ReleaseEndpointOptions {
  store: ReleaseStore;
  webRoot: string;
  api: ApiReader;
  tokens: DeployTokens;
  /** The largest upload taken, in bytes (413 beyond). */
  uploadBytes: number;
  /** Releases one deploy token may send an hour (429 beyond; RELEASES_PER_HOUR). */
  releasesPerHour?: number;
  /** Where they are counted: the shared database, so servers sharing it count together. */
  countStore?: FastifyRateLimitStoreCtor;
  keepHours?: number;
  gateLimits?: GateLimits;
  /** Resolves once this server composes pages from what is live now: "live" is said after it. */
  served?: () => Promise<unknown>;
  /** Release candidates and previews (issue 44); without them `?preview` is refused. */
  candidates?: ReleaseCandidates;
  /** Whether an app's releases wait for an owner's approval (RELEASE_APPROVAL). */
  needsApproval?: (app: string) => boolean;
  /** The origin a request is served under: preview links are made under it. */
  originOf?: (request: FastifyRequest) => string;
  /** The staff pages' own origin (STAFF_URL): their candidates' preview links are made there. */
  staffSite?: ReleaseContext['staffSite'];
}

declare module 'fastify' {
  interface FastifyRequest {
    deployToken?: DeployToken;
  }
}

const BEARER = /^Bearer (\S+)$/;

/** A release may unpack to this many times RELEASE_UPLOAD_MB (a build compresses 3 to 5 times). */
const UNPACKED_PER_UPLOAD = 8;
const HOUR_MS = 60 * 60 * 1000;
const DEFAULT_RELEASES_PER_HOUR = 20;

/** The answer to a release or a rollback: its id, the gate's result, and what failed. */
function answer(reply: FastifyReply, app: string, outcome: ReleaseOutcome) {
  // Accepted, not live: a candidate waits for its preview, an approval or a promotion.
  if (isCandidate(outcome)) return reply.code(202).send(candidateAnswer(outcome.candidate));
  if (outcome.live)
    return reply.send({
      app,
      release: outcome.release.id,
      live: true,
      gate: { passed: true, reasons: [] },
      removed: outcome.removed,
      message: `${app} ${outcome.release.id} is live (gate passed).`,
    });
  return reply.code(422).send({
    app,
    release: outcome.release?.id ?? null,
    live: false,
    gate: { passed: false, reasons: outcome.reasons },
    message: `${app}${outcome.release ? ` ${outcome.release.id}` : ''} refused; nothing visitors see has changed`,
  });
}

/**
 * Releases over HTTP with a deploy token scoped to one app (decision 0032): the upload is
 * unpacked into a staging folder no route serves, then released exactly as `pnpm release` does
 * on the machine (the same store, gate in a child process, pointer switch). Every refusal
 * changes nothing visitors see.
 */
export async function releaseEndpoint(app: FastifyInstance, options: ReleaseEndpointOptions) {
  const { store, tokens, releasesPerHour = DEFAULT_RELEASES_PER_HOUR } = options;
  const staging = path.join(store.root, '.staging');
  // What a crash left (unpacked uploads, half-made copies): swept at start and after each release.
  const sweep = () =>
    sweepLeftovers(store.root).then(
      (removed) => removed.length > 0 && app.log.info({ removed }, 'release leftovers removed'),
      (error: unknown) => app.log.warn({ err: error }, 'release leftovers not removed'),
    );
  await sweep();
  const context = (token: DeployToken, request?: FastifyRequest): ReleaseContext => ({
    api: options.api,
    webRoot: options.webRoot,
    store,
    by: `deploy token "${token.name}"`,
    token: token.name,
    keepHours: options.keepHours,
    gateLimits: options.gateLimits,
    candidates: options.candidates,
    needsApproval: options.needsApproval,
    previewOrigin: request && options.originOf?.(request),
    staffSite: options.staffSite,
  });

  app.addContentTypeParser(
    RELEASE_ARCHIVE_TYPE,
    { parseAs: 'buffer', bodyLimit: options.uploadBytes },
    (_request: FastifyRequest, body: Buffer, done: (error: null, body: Buffer) => void) =>
      done(null, body),
  );

  app.setErrorHandler((error: FastifyError, _request, reply) => {
    // Past RELEASES_PER_HOUR: the plugin set Retry-After already.
    if (error.statusCode === 429) return reply.code(429).send({ message: error.message });
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE')
      return reply.code(413).send({
        message: `The release is larger than ${Math.round(options.uploadBytes / 2 ** 20)} MB (RELEASE_UPLOAD_MB)`,
      });
    throw error;
  });

  // Before the body is read: a request without a valid token for this app uploads nothing.
  app.addHook('onRequest', async (request, reply) => {
    reply.header('cache-control', NO_STORE);
    const secret = BEARER.exec(request.headers.authorization ?? '')?.[1];
    const token = secret ? await tokens.verify(secret) : undefined;
    if (!token)
      return reply.code(401).send({
        message:
          'A valid deploy token is needed: Authorization: Bearer <token> (pnpm deploy-token)',
      });
    const target = (request.params as { app?: string }).app;
    if (target !== undefined && target !== token.app)
      return reply.code(403).send({
        message: `This deploy token ("${token.name}") is for ${token.app}, not ${target}`,
      });
    request.deployToken = token;
  });

  // Route by route, after the token is known (the hook above runs first), before the body is
  // read; counted per token in the shared database (decision 0049), whichever server takes it.
  await app.register(rateLimit, {
    global: false,
    ...(options.countStore ? { store: options.countStore } : {}),
    errorResponseBuilder: (_request, limit) => ({
      statusCode: 429,
      message: `This deploy token has sent ${limit.max} releases within the hour (RELEASES_PER_HOUR); try again in ${Math.ceil(limit.ttl / 1000)} s`,
    }),
  });

  const knownApp = (name: string, reply: FastifyReply) => {
    if (appFolders.includes(name)) return true;
    void reply.code(404).send({ message: `Unknown app ${name}: one of ${appFolders.join(', ')}` });
    return false;
  };

  const refusedAs = (error: unknown, reply: FastifyReply) => {
    if (error instanceof ReleaseInProgress || error instanceof PointerMoved)
      return reply.code(409).send({ message: error.message });
    if (error instanceof ArchiveTooLarge)
      return reply.code(413).send({ message: `The release was not accepted: ${error.message}` });
    if (error instanceof BadArchive || error instanceof UnreleasableBuild)
      return reply.code(400).send({ message: `The release was not accepted: ${error.message}` });
    throw error;
  };

  app.post<{
    Params: { app: string };
    Headers: { 'release-commit'?: string };
    Querystring: { preview?: string };
  }>(
    '/v1/apps/:app/releases',
    {
      config: {
        rateLimit: {
          max: releasesPerHour,
          timeWindow: HOUR_MS,
          keyGenerator: (request) => `deploy-token:${request.deployToken!.id}`,
        },
      },
    },
    async (request, reply) => {
      const { app: folder } = request.params;
      if (!knownApp(folder, reply)) return reply;
      if (!Buffer.isBuffer(request.body))
        return reply
          .code(415)
          .send({ message: `Send the build as ${RELEASE_ARCHIVE_TYPE} (a gzipped tar)` });
      const preview = request.query.preview !== undefined && request.query.preview !== 'false';
      if (preview && !options.candidates)
        return reply.code(400).send({ message: 'This site takes no preview releases' });
      const dir = path.join(staging, `${folder}-${randomBytes(6).toString('hex')}`);
      const commit = (request.headers['release-commit'] ?? 'unknown').slice(0, 64);
      const release = async () => {
        await unpackRelease(request.body as Buffer, dir, {
          unpackedBytes: options.uploadBytes * UNPACKED_PER_UPLOAD,
          files: 20_000,
          named: `${UNPACKED_PER_UPLOAD} × RELEASE_UPLOAD_MB`,
        });
        return releaseBuild(context(request.deployToken!, request), folder, dir, commit, {
          preview,
        });
      };
      try {
        // The staging folder is gone before the answer is sent, whatever the outcome.
        const outcome = await release().finally(() =>
          fs.promises.rm(dir, { recursive: true, force: true }),
        );
        if (outcome.live) await options.served?.();
        return answer(reply, folder, outcome);
      } catch (error) {
        return refusedAs(error, reply);
      } finally {
        void sweep();
      }
    },
  );

  app.post<{ Params: { app: string }; Body: { release?: string } | undefined }>(
    '/v1/apps/:app/rollback',
    async (request, reply) => {
      const { app: folder } = request.params;
      if (!knownApp(folder, reply)) return reply;
      try {
        const to = request.body?.release;
        const outcome = await rollBack(context(request.deployToken!), folder, to);
        if (outcome.live) await options.served?.();
        return answer(reply, folder, outcome);
      } catch (error) {
        return refusedAs(error, reply);
      }
    },
  );

  /** `pnpm release promote <app> <id> --to <site>`: where the app's releases need no approval. */
  app.post<{ Params: { app: string; id: string } }>(
    '/v1/apps/:app/releases/:id/promote',
    async (request, reply) => {
      const { app: folder, id } = request.params;
      if (!knownApp(folder, reply)) return reply;
      try {
        const outcome = await promoteCandidate(context(request.deployToken!), folder, id);
        if (outcome.status === 200) await options.served?.();
        return reply.code(outcome.status).send({
          app: folder,
          release: id,
          live: outcome.status === 200,
          removed: outcome.removed ?? [],
          message: outcome.message,
        });
      } catch (error) {
        return refusedAs(error, reply);
      }
    },
  );

  /** Ends a candidate's preview link: a browser holding its cookie sees the live site again. */
  app.delete<{ Params: { app: string; id: string } }>(
    '/v1/apps/:app/releases/:id/preview',
    async (request, reply) => {
      const { app: folder, id } = request.params;
      if (!knownApp(folder, reply)) return reply;
      const revoked = Boolean(await options.candidates?.revokePreview(folder, id));
      const { status, message } = previewEndedAnswer(folder, id, revoked);
      return reply.code(status).send({ message });
    },
  );

  const listing = async (folder: string) => ({
    app: folder,
    live: (await store.active(folder))?.release ?? null,
    releases: store.list(folder).map((release) => ({
      ...release,
      passedGate: store.passedGate(folder, release.id),
    })),
    // Every activation, refusal and removal, oldest first: the same through every server.
    history: await store.history(folder),
    candidates: (await options.candidates?.list(folder)) ?? [],
    text: await formatReleases(store, [folder], options.candidates),
  });

  app.get<{ Params: { app: string } }>('/v1/apps/:app/releases', async (request, reply) => {
    if (!knownApp(request.params.app, reply)) return reply;
    return reply.send(await listing(request.params.app));
  });
  // The token's own app: a team's CI need not name it.
  app.get('/v1/releases', async (request, reply) =>
    reply.send(await listing(request.deployToken!.app)),
  );
}
