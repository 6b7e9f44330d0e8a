import { describe, expect, it } from 'vitest';
import { signInAs, bearer } from '@clinic/api/testing';
import type { PageDefinition } from '@clinic/contracts/federation/page-manifest';
import type { CandidateBody } from './helpers/candidate-requests';
import { teamCi } from './helpers/candidate-requests';
import { fakeBuild, fakePages } from './helpers/fake-deployment';
import { signedInSiteTestApp } from './helpers/site-test-app';

/**
 * Issue 44, decision 0081: where mf-content's releases need approval, a candidate that changes a
 * medical page's text is approved only by a medical reviewer (an owner who is not one cannot),
 * and the approval is their review of that text: the page claims it while its text stays so.
 */
const { t, auth } = signedInSiteTestApp({
  releaseApproval: 'mf-content',
  releaseGate: { seconds: 30, memoryMb: 256 },
});
const ci = teamCi(() => t.app, 'mf-content');

/** An mf-content build whose /COPD page's text hashes to `textHash`. */
const copdSaying = (textHash: string) =>
  fakeBuild('mf-content', {
    pages: fakePages['mf-content']!.map((page): PageDefinition =>
      page.path === '/COPD' && page.structuredData?.type === 'MedicalWebPage'
        ? { ...page, structuredData: { ...page.structuredData, textHash } }
        : page,
    ),
  });

const decide = (id: string, token: string, decision: 'approve' | 'decline') =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1/releases/mf-content/${id}/approval`,
    headers: bearer(token),
    payload: { decision },
  });

const reviewOf = async (textHash: string) =>
  (await t.app.inject(`/api/v1/medical-reviews/${textHash}`)).json<{
    data: { reviewer: { name: string }; reviewedOn: string; nextReviewDue: string } | null;
  }>().data;

describe('medical text in a release candidate', () => {
  it('needs a medical reviewer, whose approval records a review bound to the new text only', async () => {
    const first = 'a'.repeat(64);
    const sent = await ci.release(copdSaying(first));
    expect(sent.statusCode, sent.body).toBe(202);
    const { release, candidate } = sent.json<CandidateBody>();
    expect(candidate.medicalPages).toEqual([{ path: '/COPD', textHash: first }]);

    const owner = await signInAs(t.app, 'owner');
    const refused = await decide(release, owner.token, 'approve');
    expect(refused.statusCode).toBe(403);
    expect(refused.json<{ message: string }>().message).toContain('only a medical reviewer');
    const editor = await signInAs(t.app, 'editor');
    expect((await decide(release, editor.token, 'approve')).statusCode).toBe(403);
    expect(await reviewOf(first)).toBeNull();

    const doctor = await signInAs(t.app, 'editor', {
      medicalReviewer: true,
      name: 'Dr. Asha Reviewer',
    });
    // The reviewer finds it where they approve it: the dashboard's Releases page reads this list.
    const listed = await t.app.inject({
      url: '/api/v1/releases/candidates',
      headers: bearer(doctor.token),
    });
    expect(listed.statusCode, listed.body).toBe(200);
    expect(JSON.stringify(listed.json())).toContain(release);
    const approved = await decide(release, doctor.token, 'approve');
    expect(approved.statusCode, approved.body).toBe(200);
    expect(await reviewOf(first)).toMatchObject({ reviewer: { name: 'Dr. Asha Reviewer' } });

    // A later release changing the text again: the new text has no review until approved, and
    // a declined one never gets one.
    const second = 'b'.repeat(64);
    const next = (await ci.release(copdSaying(second))).json<CandidateBody>();
    expect(next.candidate.medicalPages).toEqual([{ path: '/COPD', textHash: second }]);
    expect(await reviewOf(second)).toBeNull();
    expect((await decide(next.release, doctor.token, 'decline')).statusCode).toBe(200);
    expect(await reviewOf(second)).toBeNull();
  });

  // After the first test, /COPD's live text is the one hashed `a…`.
  it('leaves a candidate whose medical text is unchanged to the owner alone', async () => {
    const same = 'a'.repeat(64);
    const sent = (await ci.release(copdSaying(same))).json<CandidateBody>();
    expect(sent.candidate.medicalPages).toEqual([]);
    const doctor = await signInAs(t.app, 'editor', { medicalReviewer: true });
    expect((await decide(sent.release, doctor.token, 'approve')).statusCode).toBe(403);
    const approved = await t.app.inject({
      method: 'POST',
      url: `/api/v1/releases/mf-content/${sent.release}/approval`,
      headers: auth,
      payload: { decision: 'approve' },
    });
    expect(approved.statusCode, approved.body).toBe(200);
  });
});
