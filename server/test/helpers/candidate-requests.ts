import type { FastifyInstance } from 'fastify';
import { deployTokens, packRelease } from '@clinic/releases';
import type { ReleaseCandidate } from '@clinic/contracts/releases/release-candidate';
import { fakeBuild } from './fake-deployment';

/** What a release kept as a candidate answers (HTTP 202). */
export interface CandidateBody {
  release: string;
  live: boolean;
  previewUrl: string;
  changedPages: string[];
  needsApproval: boolean;
  candidate: ReleaseCandidate;
  message: string;
}

/** An mf-blog build whose pages say `text` in their main content. */
export const blogSaying = (text: string) =>
  fakeBuild('mf-blog', {
    serverEntry: `export default { contract: '2.2', pages: {}, slices: [],
      render() { return ${JSON.stringify(text)}; } };`,
  });

/** Releases over HTTP with a new deploy token of `app`, as a team's CI does. */
export function teamCi(app: () => FastifyInstance, folder = 'mf-blog') {
  let secret: string | undefined;
  const token = async () =>
    (secret ??= (await deployTokens(app().db).create(folder, `${folder.slice(3)} team CI`)).secret);
  const bearer = async () => ({ authorization: `Bearer ${await token()}` });
  return {
    bearer,
    async release(dist: string, { preview = false } = {}) {
      return app().inject({
        method: 'POST',
        url: `/deploy/v1/apps/${folder}/releases${preview ? '?preview=true' : ''}`,
        payload: await packRelease(dist),
        headers: {
          'content-type': 'application/gzip',
          'release-commit': 'abc1234',
          ...(await bearer()),
        },
      });
    },
    async promote(id: string) {
      return app().inject({
        method: 'POST',
        url: `/deploy/v1/apps/${folder}/releases/${id}/promote`,
        headers: await bearer(),
      });
    },
    async endPreview(id: string) {
      return app().inject({
        method: 'DELETE',
        url: `/deploy/v1/apps/${folder}/releases/${id}/preview`,
        headers: await bearer(),
      });
    },
    async listing() {
      return app().inject({ url: '/deploy/v1/releases', headers: await bearer() });
    },
  };
}

/** The cookie a preview link sets, as a browser would send it back. */
export async function openPreview(app: FastifyInstance, previewUrl: string) {
  const opened = await app.inject(new URL(previewUrl).pathname);
  const setCookie = String(opened.headers['set-cookie'] ?? '');
  return { opened, cookie: setCookie.split(';')[0]! };
}
