import { packRelease, RELEASE_ARCHIVE_TYPE } from '../release-archive';

/** What the site answered a release, a rollback or a listing. */
export interface SiteAnswer {
  readonly ok: boolean;
  readonly status: number;
  readonly body: {
    message?: string;
    release?: string | null;
    live?: boolean | string | null;
    gate?: { passed: boolean; reasons: string[] };
    removed?: string[];
    text?: string;
    /** A release kept as a candidate (HTTP 202): its preview link and the pages it changes. */
    candidate?: object;
    previewUrl?: string | null;
    changedPages?: string[];
  };
}

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * The site to release to (`--to` or RELEASE_TARGET) and the deploy token (RELEASE_TOKEN, never an
 * argument: command lines are visible to every user of a machine and kept in CI logs). Plain
 * http only on this machine: a token sent in clear could be copied on the way.
 */
export function releaseTarget(
  to: string | undefined,
  env: NodeJS.ProcessEnv,
): { site: URL; token: string } | { error: string } {
  let site: URL;
  try {
    site = new URL(to ?? '');
  } catch {
    return { error: `--to needs the site's address (https://…); got ${to ?? 'nothing'}` };
  }
  if (site.protocol !== 'https:' && !(site.protocol === 'http:' && LOOPBACK.has(site.hostname)))
    return { error: `Send releases over https:// (plain http only to localhost): ${site.origin}` };
  const token = env.RELEASE_TOKEN;
  if (!token)
    return { error: "Set RELEASE_TOKEN to the app's deploy token (pnpm deploy-token create …)" };
  return { site, token };
}

async function call(
  url: URL,
  token: string,
  init: { method: string; body?: Buffer | string; type?: string; commit?: string },
): Promise<SiteAnswer> {
  const headers: Record<string, string> = { authorization: `Bearer ${token}` };
  if (init.type) headers['content-type'] = init.type;
  if (init.commit) headers['release-commit'] = init.commit;
  const response = await fetch(url, { method: init.method, headers, body: init.body });
  const text = await response.text();
  let body: SiteAnswer['body'];
  try {
    body = JSON.parse(text) as SiteAnswer['body'];
  } catch {
    body = { message: `${response.status} ${response.statusText}: ${text.slice(0, 200)}` };
  }
  return { ok: response.ok, status: response.status, body };
}

const appUrl = (site: URL, app: string, rest: string) =>
  new URL(`/deploy/v1/apps/${encodeURIComponent(app)}/${rest}`, site);

/** Sends a build to the site, which gates it and makes it live (release-endpoint.ts). */
export async function sendRelease(
  site: URL,
  token: string,
  app: string,
  dir: string,
  commit: string,
  preview = false,
): Promise<SiteAnswer> {
  const body = await packRelease(dir);
  return call(appUrl(site, app, preview ? 'releases?preview=true' : 'releases'), token, {
    method: 'POST',
    body,
    type: RELEASE_ARCHIVE_TYPE,
    commit,
  });
}

export function sendRollback(site: URL, token: string, app: string, release?: string) {
  return call(appUrl(site, app, 'rollback'), token, {
    method: 'POST',
    body: JSON.stringify(release ? { release } : {}),
    type: 'application/json',
  });
}

export function fetchReleases(site: URL, token: string, app?: string) {
  const url = app ? appUrl(site, app, 'releases') : new URL('/deploy/v1/releases', site);
  return call(url, token, { method: 'GET' });
}

/** A candidate goes live where the app's releases need no approval. */
export function sendPromote(site: URL, token: string, app: string, id: string) {
  return call(appUrl(site, app, `releases/${encodeURIComponent(id)}/promote`), token, {
    method: 'POST',
  });
}

/** Ends a candidate's preview link. */
export function endPreview(site: URL, token: string, app: string, id: string) {
  return call(appUrl(site, app, `releases/${encodeURIComponent(id)}/preview`), token, {
    method: 'DELETE',
  });
}
