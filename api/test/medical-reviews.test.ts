import { afterEach, describe, expect, it } from 'vitest';
import { carryOverListedReviews, recordMedicalReviews } from '../src/index';
import { clock } from '../src/lib/clock';
import { bearer, signInAs, signedInTestApp } from './helpers';

/** Issue 44, decision 0081: reviews bound to a page's text hash, shown only while in force. */
const { t, auth } = signedInTestApp();
const COPD = 'a'.repeat(64);
const COPD_EDITED = 'b'.repeat(64);
const realNow = clock.now;
afterEach(() => {
  clock.now = realNow;
});

/** Moves the clock to a clinic day's noon (India), as later requests see it. */
const onDay = (day: string) => {
  clock.now = () => new Date(`${day}T06:30:00.000Z`);
};

const signInReviewer = (role: 'editor' | 'owner' = 'editor') =>
  signInAs(t.app, role, { medicalReviewer: true, name: 'Dr. Asha Reviewer' });

const inForce = async (textHash: string) => {
  const res = await t.app.inject({ method: 'GET', url: `/api/v1/medical-reviews/${textHash}` });
  expect(res.statusCode).toBe(200);
  return res.json().data;
};

describe('medical reviews', () => {
  it('answers 200 null for a text nobody reviewed (a 404 would make the page 404)', async () => {
    expect(await inForce('c'.repeat(64))).toBeNull();
    expect(await inForce('not-a-hash')).toBeNull();
  });

  it('a medical reviewer records a review of the text they read; it holds for that hash only, until due', async () => {
    onDay('2026-11-27');
    const reviewer = await signInReviewer();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/medical-reviews',
      headers: bearer(reviewer.token),
      payload: { path: '/COPD', textHash: COPD },
    });
    expect(res.statusCode).toBe(201);
    expect(await inForce(COPD)).toEqual({
      reviewer: { name: 'Dr. Asha Reviewer' },
      reviewedOn: '2026-11-27',
      nextReviewDue: '2027-11-27',
    });
    // The page's text changed: its new hash has no review.
    expect(await inForce(COPD_EDITED)).toBeNull();
    onDay('2027-11-27');
    expect(await inForce(COPD)).not.toBeNull();
    // Past the due date it is no longer claimed.
    onDay('2027-11-28');
    expect(await inForce(COPD)).toBeNull();

    clock.now = realNow;
    const audit = await t.app.inject({ method: 'GET', url: '/api/v1/audit', headers: auth });
    // One entry for one review: the route's own, not the request's as well.
    const actions = (audit.json() as { data: { action: string; target: string }[] }).data
      .filter(
        (entry) => entry.target?.startsWith('/COPD') || entry.action.includes('medical-reviews'),
      )
      .map((entry) => entry.action);
    expect(actions).toEqual(['medical review recorded']);
  });

  it('shows a review recorded by another server at once: a text without one is not cached', async () => {
    const text = 'c'.repeat(64);
    expect(await inForce(text)).toBeNull();
    // Another server sharing the database records it: nothing in this process is told.
    await recordMedicalReviews(t.app.db, {
      reviewer: { id: 'other-server', email: 'doctor@clinic.example', name: 'Dr. Elsewhere' },
      pages: [{ path: '/Asthma', textHash: text }],
    });
    expect(await inForce(text)).toMatchObject({ reviewer: { name: 'Dr. Elsewhere' } });
  });

  it('refuses a review from anyone not a medical reviewer, and a payload without a hash', async () => {
    const owner = await signInAs(t.app, 'owner');
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/v1/medical-reviews',
      headers: bearer(owner.token),
      payload: { path: '/Asthma', textHash: COPD_EDITED },
    });
    expect(refused.statusCode).toBe(403);
    expect(await inForce(COPD_EDITED)).toBeNull();
    // A refused attempt is in the audit log all the same.
    const audit = await t.app.inject({ method: 'GET', url: '/api/v1/audit', headers: auth });
    expect(JSON.stringify(audit.json())).toContain('POST /medical-reviews');
    const reviewer = await signInReviewer();
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/v1/medical-reviews',
      headers: bearer(reviewer.token),
      payload: { path: '/Asthma' },
    });
    expect(bad.statusCode).toBe(400);
  });

  it('lists pages whose next review is due within the days asked, to owners and reviewers', async () => {
    onDay('2026-01-10');
    await recordMedicalReviews(
      t.app.db,
      {
        reviewer: { id: 'r1', email: 'doc@clinic.example', name: 'Dr. Due', registration: 'HMC 1' },
        pages: [
          { path: '/Tuberculosis', textHash: 'd'.repeat(64) },
          { path: '/Bronchoscopy', textHash: 'e'.repeat(64) },
        ],
        release: { app: 'mf-content', id: 'r-1' },
      },
      { months: 11 },
    );
    // Reviewed again since: no longer due.
    onDay('2026-03-01');
    await recordMedicalReviews(t.app.db, {
      reviewer: { id: 'r1', email: 'doc@clinic.example', name: 'Dr. Due' },
      pages: [{ path: '/Bronchoscopy', textHash: 'e'.repeat(64) }],
    });
    onDay('2026-11-20');
    const reviewer = await signInReviewer();
    for (const headers of [auth, bearer(reviewer.token)]) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/v1/medical-reviews/due?days=30',
        headers,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toEqual([
        {
          path: '/Tuberculosis',
          textHash: 'd'.repeat(64),
          reviewer: 'Dr. Due',
          reviewedOn: '2026-01-10',
          nextReviewDue: '2026-12-10',
        },
      ]);
    }
    const editor = await signInAs(t.app, 'editor');
    const refused = await t.app.inject({
      method: 'GET',
      url: '/api/v1/medical-reviews/due?days=30',
      headers: bearer(editor.token),
    });
    expect(refused.statusCode).toBe(403);
  });

  it('is append-only: no route changes or deletes a review', () => {
    const writes = t.app.staffRoutes.filter(
      (route) => route.includes('medical-review') && !route.startsWith('GET '),
    );
    expect(writes).toEqual(['POST /medical-reviews']);
  });
});

describe('carrying over decision 0042’s list', () => {
  const listed = [
    {
      covers: 'Treatments' as const,
      reviewer: { name: 'Dr. Listed', registration: 'HMC 42' },
      reviewedOn: '2026-10-01',
      nextReviewDue: '2999-10-01',
    },
  ];
  const pages = [
    { path: '/Sarcoidosis', group: 'Treatments', textHash: 'f'.repeat(64) },
    { path: '/Thoracoscopy', group: 'Procedures', textHash: '1'.repeat(64) },
  ];

  it('records an entry once, bound to the live text of each page it covers', async () => {
    expect(await carryOverListedReviews(t.app.db, listed, pages, '2026-11-27')).toBe(1);
    // Every start runs it again: nothing is recorded twice.
    expect(await carryOverListedReviews(t.app.db, listed, pages, '2026-11-27')).toBe(0);
    expect(await inForce('f'.repeat(64))).toEqual({
      reviewer: { name: 'Dr. Listed', registration: 'HMC 42' },
      reviewedOn: '2026-10-01',
      nextReviewDue: '2999-10-01',
    });
    expect(await inForce('1'.repeat(64))).toBeNull();
  });
});
