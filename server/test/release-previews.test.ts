import { describe, expect, it } from 'vitest';
import { blogSaying, openPreview, teamCi, type CandidateBody } from './helpers/candidate-requests';
import { signedInSiteTestApp } from './helpers/site-test-app';

/**
 * Issue 44: a team's preview release over HTTP is a candidate, not live; its link shows the
 * whole site with it in one browser, never in the page cache, until revoked or left. A local
 * site needs no approval: the team promotes it.
 */
const { t } = signedInSiteTestApp({ releaseGate: { seconds: 30, memoryMb: 256 } });
const ci = teamCi(() => t.app);
const blogs = (cookie?: string) =>
  t.app.inject({ url: '/blogs', headers: cookie ? { cookie } : {} });

describe('preview releases', () => {
  it('keeps a preview as a candidate: /blogs byte-identical without the link, the change and banner with it, private and noindex, never cached for others; revoked, it is gone', async () => {
    const before = (await blogs()).body;
    const sent = await ci.release(blogSaying('Preview words'), { preview: true });
    expect(sent.statusCode, sent.body).toBe(202);
    const body = sent.json<CandidateBody>();
    expect(body).toMatchObject({ live: false, needsApproval: false, changedPages: ['/blogs'] });
    expect(body.previewUrl).toMatch(/\/release-preview\/[A-Za-z0-9_-]+$/);
    expect((await blogs()).body).toBe(before);

    const { opened, cookie } = await openPreview(t.app, body.previewUrl);
    expect(opened.statusCode).toBe(303);
    expect(opened.headers['set-cookie']).toMatch(/HttpOnly; SameSite=Lax/);
    expect(opened.headers['set-cookie']).toMatch(/Max-Age=(60[0-4]\d{3})/);
    const preview = await blogs(cookie);
    expect(preview.body).toContain('Preview words');
    expect(preview.body).toContain(`Preview of <strong>mf-blog ${body.release}</strong>`);
    expect(preview.body).toContain('<meta name="robots" content="noindex">');
    expect(preview.headers['x-robots-tag']).toBe('noindex');
    expect(preview.headers['cache-control']).toBe('private, no-store');
    // The page cache, warm with the preview's page, still gives others the live one.
    expect((await blogs()).body).toBe(before);
    expect((await blogs(cookie)).body).toContain('Preview words');

    const end = await ci.endPreview(body.release);
    expect(end.json()).toEqual({ message: `The preview of mf-blog ${body.release} has ended.` });
    // Ended once: there is no open preview to end again.
    expect((await ci.endPreview(body.release)).statusCode).toBe(404);
    const ended = await blogs(cookie);
    expect(ended.body).toBe(before);
    expect(ended.headers['set-cookie']).toMatch(/Max-Age=0/);
    expect((await openPreview(t.app, body.previewUrl)).opened.statusCode).toBe(404);
  });

  it('leaving the preview clears the cookie; promotion (no approval needed here) makes the same files live', async () => {
    const before = (await blogs()).body;
    const body = (
      await ci.release(blogSaying('Promoted words'), { preview: true })
    ).json<CandidateBody>();
    const { cookie } = await openPreview(t.app, body.previewUrl);
    expect((await blogs(cookie)).body).toContain('Promoted words');
    const left = await t.app.inject({
      method: 'POST',
      url: '/release-preview/leave',
      // As the banner's form posts it: urlencoded, no fields.
      headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    expect(left.statusCode).toBe(303);
    expect(left.headers['set-cookie']).toMatch(/^clinic_release_preview=; .*Max-Age=0/);
    expect((await blogs()).body).toBe(before);

    const promoted = await ci.promote(body.release);
    expect(promoted.statusCode, promoted.body).toBe(200);
    const live = await blogs();
    expect(live.body).toContain('Promoted words');
    expect(live.body).toContain(`/releases/mf-blog/${body.release}/`);
    expect(live.body).not.toContain('Preview of');
    // Promoted once: again is a conflict, nothing changes.
    expect((await ci.promote(body.release)).statusCode).toBe(409);
    const text = (await ci.listing()).json<{ text: string }>().text;
    expect(text).toContain(`${body.release}  abc1234  promoted`);
  });

  it('a plain release on a local site stays one step: live at once', async () => {
    const sent = await ci.release(blogSaying('Straight live'));
    expect(sent.statusCode, sent.body).toBe(200);
    expect((await blogs()).body).toContain('Straight live');
  });
});
