import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { variantOfBuild } from './release-command';
import type { RunningSite } from './site-server';

/**
 * A copy of the site's mf-blog build whose /blogs page is titled `title`: a change a team would
 * want to see in the preview. Precompressed copies of the manifest go, so it is served as written.
 */
export function blogBuildTitled(site: RunningSite, title: string): string {
  const dir = variantOfBuild(site, 'mf-blog', title);
  const manifest = join(dir, 'pages.json');
  const pages = JSON.parse(readFileSync(manifest, 'utf8')) as {
    pages: { path: string; title: string }[];
  };
  for (const page of pages.pages) if (page.path === '/blogs') page.title = title;
  writeFileSync(manifest, JSON.stringify(pages, null, 2));
  for (const name of readdirSync(dir).filter((file) => /^pages\.json\.(br|gz)$/.test(file)))
    rmSync(join(dir, name));
  return dir;
}

/** Staff over HTTP: a session's headers (bearer and its cookie), as the dashboard sends them. */
export async function staffSession(
  site: RunningSite,
  email: string,
  password: string,
): Promise<Record<string, string>> {
  const response = await fetch(`${site.baseURL}/api/v1/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, rememberPassword: false }),
  });
  if (!response.ok) throw new Error(`sign-in of ${email} failed: ${response.status}`);
  const { token } = (await response.json()) as { token: string };
  const cookie = response.headers
    .getSetCookie()
    .map((value) => value.split(';')[0])
    .join('; ');
  return { authorization: `Bearer ${token}`, cookie, origin: site.baseURL };
}

/** The owner invites an account of `role` and it accepts: its e-mail and password. */
export async function invitedStaff(
  site: RunningSite,
  owner: Record<string, string>,
  role: 'editor' | 'front-desk',
): Promise<{ email: string; password: string }> {
  const email = `${role}-${Date.now()}@clinic.test`;
  const password = `pw-${role}-${Date.now()}-long`;
  const invited = await fetch(`${site.baseURL}/api/v1/staff/invites`, {
    method: 'POST',
    headers: { ...owner, 'content-type': 'application/json' },
    body: JSON.stringify({ email, role }),
  });
  if (!invited.ok) throw new Error(`invitation failed: ${invited.status}`);
  const token = new URL(((await invited.json()) as { url: string }).url).pathname.split('/').pop();
  const accepted = await fetch(`${site.baseURL}/api/v1/staff/invites/${token}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: site.baseURL },
    body: JSON.stringify({ name: `Test ${role}`, password }),
  });
  if (!accepted.ok)
    throw new Error(`accepting failed: ${accepted.status} ${await accepted.text()}`);
  return { email, password };
}

/** The owner invites an account of `role`; it accepts and signs in: its session's headers. */
export async function staffOfRole(
  site: RunningSite,
  owner: Record<string, string>,
  role: 'editor' | 'front-desk',
): Promise<Record<string, string>> {
  const { email, password } = await invitedStaff(site, owner, role);
  return staffSession(site, email, password);
}

/** An owner's (or anyone's) decision on a candidate, as the dashboard's Releases page sends it. */
export function decide(
  site: RunningSite,
  headers: Record<string, string>,
  id: string,
  decision: 'approve' | 'decline',
  reason?: string,
) {
  return fetch(`${site.baseURL}/api/v1/releases/mf-blog/${id}/approval`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify({ decision, ...(reason ? { reason } : {}) }),
  });
}
