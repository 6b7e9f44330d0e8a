import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { signInAs, bearer as staffBearer } from '@clinic/api/testing';
import type { ReleaseCandidateList } from '@clinic/contracts/releases/release-candidate';
import { blogSaying, openPreview, teamCi, type CandidateBody } from './helpers/candidate-requests';
import { signedInSiteTestApp } from './helpers/site-test-app';

/**
 * Issue 44: where RELEASE_APPROVAL names an app, its releases are candidates until an owner
 * approves one (the same gated files go live) or declines it (never live). A deploy token, an
 * editor and the front desk cannot decide; every decision is in the audit log and the listing.
 */
const { t, auth } = signedInSiteTestApp({
  releaseApproval: 'mf-blog',
  releaseGate: { seconds: 30, memoryMb: 256 },
});
const ci = teamCi(() => t.app);
const blogs = () => t.app.inject('/blogs');

const decide = (id: string, headers: Record<string, string>, decision: string, reason?: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1/releases/mf-blog/${id}/approval`,
    headers,
    payload: { decision, ...(reason ? { reason } : {}) },
  });

describe('release approval', () => {
  it('a release needing approval waits; token, editor, front desk 403; promote refused; the owner approves and the gated files are live within 2 s', async () => {
    const before = (await blogs()).body;
    const sent = await ci.release(blogSaying('Approved words'));
    expect(sent.statusCode, sent.body).toBe(202);
    const body = sent.json<CandidateBody>();
    expect(body.needsApproval).toBe(true);
    expect(body.message).toContain("an owner's approval");
    expect((await blogs()).body).toBe(before);

    const promote = await ci.promote(body.release);
    expect(promote.statusCode).toBe(403);
    expect(promote.json<{ message: string }>().message).toContain('RELEASE_APPROVAL');
    expect((await decide(body.release, await ci.bearer(), 'approve')).statusCode).toBe(403);
    for (const role of ['editor', 'front-desk'] as const) {
      const { token } = await signInAs(t.app, role);
      const refused = await decide(body.release, staffBearer(token), 'approve');
      expect(refused.statusCode, role).toBe(403);
      const listed = await t.app.inject({
        url: '/api/v1/releases/candidates',
        headers: staffBearer(token),
      });
      expect(listed.statusCode, role).toBe(403);
    }
    expect((await blogs()).body).toBe(before);

    const unknown = await decide('0123456789ab', auth, 'approve');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json<{ message: string }>().message).toBe(
      'mf-blog has no release candidate 0123456789ab',
    );

    const listed = await t.app.inject({ url: '/api/v1/releases/candidates', headers: auth });
    expect(listed.statusCode).toBe(200);
    expect(listed.json<ReleaseCandidateList>().data[0]).toMatchObject({
      app: 'mf-blog',
      id: body.release,
      commit: 'abc1234',
      token: 'blog team CI',
      state: 'candidate',
      needsApproval: true,
      gate: { passed: true },
      changedPages: ['/blogs'],
      previewUrl: body.previewUrl,
    });

    const started = Date.now();
    const approved = await decide(body.release, auth, 'approve', 'Read it on the preview');
    expect(approved.statusCode, approved.body).toBe(200);
    const live = await blogs();
    expect(Date.now() - started).toBeLessThan(2000);
    expect(live.body).toContain('Approved words');
    expect(live.body).toContain(`/releases/mf-blog/${body.release}/`);
    // Decided once: the preview link opens nothing, a second decision changes nothing.
    expect((await openPreview(t.app, body.previewUrl)).opened.statusCode).toBe(404);
    expect((await decide(body.release, auth, 'decline')).statusCode).toBe(409);
  });

  it('a declined candidate never goes live (not by approval, promotion or rollback); decisions are audited and listed', async () => {
    const before = (await blogs()).body;
    const build = blogSaying('Declined words');
    const body = (await ci.release(build)).json<CandidateBody>();
    const declined = await decide(body.release, auth, 'decline', 'Wrong dose on the page');
    expect(declined.statusCode, declined.body).toBe(200);
    expect((await decide(body.release, auth, 'approve')).statusCode).toBe(409);
    const rollback = await t.app.inject({
      method: 'POST',
      url: '/deploy/v1/apps/mf-blog/rollback',
      headers: await ci.bearer(),
      payload: { release: body.release },
    });
    expect(rollback.statusCode).toBe(422);
    // The same files sent again: the decision stands.
    const again = await ci.release(build);
    expect(again.statusCode).toBe(422);
    expect(again.body).toContain('the same build as a candidate already declined');
    expect((await blogs()).body).toBe(before);

    const audit = await t.app.inject({ url: '/api/v1/audit', headers: auth });
    const actions = audit
      .json<{ data: { action: string; target: string; status: number }[] }>()
      .data.filter((entry) => entry.action === 'POST /releases/:app/:id/approval');
    expect(actions).toContainEqual(
      expect.objectContaining({ target: `mf-blog ${body.release} decline`, status: 200 }),
    );
    expect(actions).toContainEqual(expect.objectContaining({ status: 403 }));
    const text = (await ci.listing()).json<{ text: string }>().text;
    expect(text).toMatch(
      new RegExp(`${body.release}  abc1234  declined by .*: Wrong dose on the page`),
    );
    expect(text).toMatch(/approved by .*: Read it on the preview/);
  });

  it('a candidate past RELEASE_CANDIDATE_HOURS is expired: listed so, its preview ended, never approved', async () => {
    const body = (await ci.release(blogSaying('Expired words'))).json<CandidateBody>();
    // As if its hours had passed: the time a candidate may wait is the site's setting.
    await sql`update release_candidates set expires_at = ${new Date(Date.now() - 1000).toISOString()}
      where release = ${body.release}`.execute(t.app.db);
    const listed = await t.app.inject({ url: '/api/v1/releases/candidates', headers: auth });
    expect(
      listed.json<ReleaseCandidateList>().data.find((c) => c.id === body.release),
    ).toMatchObject({ state: 'expired', previewUrl: null });
    expect((await openPreview(t.app, body.previewUrl)).opened.statusCode).toBe(404);
    expect((await decide(body.release, auth, 'approve')).statusCode).toBe(409);
    expect((await ci.listing()).json<{ text: string }>().text).toContain(
      `${body.release}  abc1234  expired`,
    );
  });
});
