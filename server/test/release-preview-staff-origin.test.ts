import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blogSaying, teamCi, type CandidateBody } from './helpers/candidate-requests';
import { fakeBuild, fakePages } from './helpers/fake-deployment';
import { createSiteTestApp, type SiteTestApp } from './helpers/site-test-app';
import { onPublic, onStaff, PUBLIC, STAFF } from './helpers/two-origins';

/**
 * Issue 44 with STAFF_URL (decisions 0076, 0077): the dashboard lives on the staff origin, so a
 * candidate of mf-dashboard is previewed there, with a cookie of that host; every other app's
 * preview stays on the public origin, and a link opened on the wrong origin goes to the right one.
 */

let t: SiteTestApp;
beforeAll(async () => {
  t = await createSiteTestApp({
    publicOrigin: PUBLIC,
    staffOrigin: STAFF,
    releaseGate: { seconds: 30, memoryMb: 256 },
  });
});
afterAll(async () => {
  await t.close();
});

const dashboardCi = teamCi(() => t.app, 'mf-dashboard');
const blogCi = teamCi(() => t.app, 'mf-blog');
const get = (url: string, headers: Record<string, string>) => t.app.inject({ url, headers });
const pathOf = (url: string) => new URL(url).pathname;

/** An mf-dashboard build whose pages say `text` in their main content, with `pages` if given. */
const dashboardSaying = (text: string, pages?: (typeof fakePages)[string]) =>
  fakeBuild('mf-dashboard', {
    pages,
    serverEntry: `export default { contract: '2.2', pages: {}, slices: [],
      render() { return ${JSON.stringify(text)}; } };`,
  });

async function candidateOf(ci: ReturnType<typeof teamCi>, dist: string) {
  const sent = await ci.release(dist, { preview: true });
  expect(sent.statusCode, sent.body).toBe(202);
  return sent.json<CandidateBody>();
}

describe('a preview of the dashboard with STAFF_URL', () => {
  it('is linked, opened and seen on the staff origin, from /dashboard, in that browser only', async () => {
    const body = await candidateOf(dashboardCi, dashboardSaying('Candidate dashboard words'));
    expect(body.previewUrl).toMatch(new RegExp(`^${STAFF}/release-preview/[A-Za-z0-9_-]+$`));

    // Pasted on the public origin, the link goes to the staff origin, setting nothing there.
    const onPublicOrigin = await get(pathOf(body.previewUrl), onPublic);
    expect(onPublicOrigin.statusCode).toBe(302);
    expect(onPublicOrigin.headers.location).toBe(body.previewUrl);
    expect(onPublicOrigin.headers['set-cookie']).toBeUndefined();

    const opened = await get(pathOf(body.previewUrl), onStaff);
    expect(opened.statusCode).toBe(303);
    expect(opened.headers.location).toBe('/dashboard');
    const setCookie = String(opened.headers['set-cookie']);
    // Host-only (no Domain): the browser sends it to the staff host alone.
    expect(setCookie).toMatch(/HttpOnly; SameSite=Lax; Secure$/);
    expect(setCookie).not.toMatch(/Domain=/i);
    const cookie = setCookie.split(';')[0]!;

    const preview = await get('/dashboard', { ...onStaff, cookie });
    expect(preview.statusCode).toBe(200);
    expect(preview.body).toContain('Candidate dashboard words');
    expect(preview.body).toContain(`Preview of <strong>mf-dashboard ${body.release}</strong>`);
    expect(preview.body).toContain('<meta name="robots" content="noindex">');
    expect(preview.headers['cache-control']).toBe('private, no-store');
    // Composed with the candidate's files and, as every staff page there, no public remote.
    expect(preview.body).toContain(`/releases/mf-dashboard/${body.release}/`);
    expect(preview.body).toContain('"remoteNames":["mf_dashboard"]');
    expect(preview.body).not.toMatch(/\/mf-(content|blog)\//);
    const entry = await get(`/releases/mf-dashboard/${body.release}/remoteEntry.js`, onStaff);
    expect(entry.statusCode).toBe(200);

    const live = await get('/dashboard', onStaff);
    expect(live.statusCode).toBe(200);
    expect(live.body).not.toContain('Candidate dashboard words');
    expect(live.body).not.toContain('Preview of');

    // The banner's button, on the staff origin: back to the live dashboard.
    const left = await t.app.inject({
      method: 'POST',
      url: '/release-preview/leave',
      headers: { ...onStaff, cookie, 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    expect(left.statusCode).toBe(303);
    expect(left.headers.location).toBe('/dashboard');
    expect(left.headers['set-cookie']).toMatch(/^clinic_release_preview=; .*Max-Age=0/);
  });

  it("keeps a public app's preview on the public origin; its link opened on the staff origin goes there", async () => {
    const body = await candidateOf(blogCi, blogSaying('Candidate blog words'));
    expect(body.previewUrl).toMatch(new RegExp(`^${PUBLIC}/release-preview/`));

    const onStaffOrigin = await get(pathOf(body.previewUrl), onStaff);
    expect(onStaffOrigin.statusCode).toBe(302);
    expect(onStaffOrigin.headers.location).toBe(body.previewUrl);
    expect(onStaffOrigin.headers['set-cookie']).toBeUndefined();

    const opened = await get(pathOf(body.previewUrl), onPublic);
    expect(opened.statusCode).toBe(303);
    expect(opened.headers.location).toBe('/');
    const cookie = String(opened.headers['set-cookie']).split(';')[0]!;
    const preview = await get('/blogs', { ...onPublic, cookie });
    expect(preview.body).toContain('Candidate blog words');
    expect(preview.body).toContain(`Preview of <strong>mf-blog ${body.release}</strong>`);
    // The public preview knows no staff remote, as the public site does not.
    expect(preview.body).toContain('"remoteNames":["mf_content","mf_blog"]');
  });

  it('shows a dashboard page only the candidate has, on the staff origin, to its preview alone', async () => {
    const reports = {
      path: '/dashboard/Reports',
      key: 'page',
      title: 'Reports',
      description: 'Reports.',
      protected: true,
      chromeless: true,
      noindex: true,
    };
    const pages = [...fakePages['mf-dashboard']!, reports];
    const body = await candidateOf(dashboardCi, dashboardSaying('Candidate reports words', pages));
    const opened = await get(pathOf(body.previewUrl), onStaff);
    const cookie = String(opened.headers['set-cookie']).split(';')[0]!;

    // Which origin serves a page is read from the pages the preview composes, not the live ones.
    const preview = await get('/dashboard/Reports', { ...onStaff, cookie });
    expect(preview.statusCode, preview.headers.location).toBe(200);
    expect(preview.body).toContain('Candidate reports words');
    expect(preview.body).toContain(`Preview of <strong>mf-dashboard ${body.release}</strong>`);

    // Without the preview it is no page of the site: the staff origin sends it to the public one.
    const live = await get('/dashboard/Reports', onStaff);
    expect(live.statusCode).toBe(302);
    expect(live.headers.location).toBe(`${PUBLIC}/dashboard/Reports`);
    expect((await get('/dashboard/Reports', onPublic)).statusCode).toBe(404);
  });
});
