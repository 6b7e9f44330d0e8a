import { STAFF_ROLES } from '@clinic/contracts/entities/staff-user';
import { describe, expect, it } from 'vitest';
import { STAFF_ROUTE_ROLES } from '../src/auth/route-roles';
import { bearer, signInAs } from './helpers/staff';
import { signedInTestApp } from './helpers/signed-in-test-app';

/** Issue 43: every staff route answers 403 to each role outside its rule, and has a rule. */
const { t } = signedInTestApp();
const FAKE_ID = '0123456789abcdef01234567';

/** A concrete URL for a route path: any id will do, the role is checked before the route runs. */
const urlOf = (path: string) => `/api/v1${path.replace(/:[A-Za-z]+/g, FAKE_ID)}`;

describe('staff roles', () => {
  it('has a rule for every staff route (deny by default: a route without one fails here)', () => {
    expect(t.app.staffRoutes.length).toBeGreaterThan(20);
    const unruled = t.app.staffRoutes.filter((route) => !(route in STAFF_ROUTE_ROLES));
    expect(unruled).toEqual([]);
    // And the table names no route that is gone.
    expect(
      Object.keys(STAFF_ROUTE_ROLES).filter((key) => !t.app.staffRoutes.includes(key)),
    ).toEqual([]);
  });

  it('answers 403 { message } to every role outside a route, and lets the roles inside through', async () => {
    const tokens = Object.fromEntries(
      await Promise.all(
        STAFF_ROLES.map(async (role) => [role, (await signInAs(t.app, role)).token] as const),
      ),
    );
    const refused: string[] = [];
    const wronglyRefused: string[] = [];
    for (const route of t.app.staffRoutes) {
      const [method, path] = route.split(' ') as [string, string];
      for (const role of STAFF_ROLES) {
        const res = await t.app.inject({
          method: method as 'GET',
          url: urlOf(path),
          headers: bearer(tokens[role]!),
        });
        const allowed = STAFF_ROUTE_ROLES[route]!.includes(role);
        if (!allowed && res.statusCode === 403 && typeof res.json().message === 'string')
          refused.push(`${role} ${route}`);
        if (!allowed && res.statusCode !== 403) wronglyRefused.push(`${role} let into ${route}`);
        if (allowed && res.statusCode === 403) wronglyRefused.push(`${role} refused ${route}`);
      }
    }
    expect(wronglyRefused).toEqual([]);
    // Editors never see an enquiry; the front desk never changes a blog or a link.
    expect(refused).toContain('editor GET /forms');
    expect(refused).toContain('front-desk DELETE /blog/:id');
    expect(refused).toContain('front-desk POST /social-links');
    expect(refused).toContain('editor POST /staff/invites');
    // Medical reviews: what falls due is the owner's and the reviewers'; a record, a reviewer's.
    expect(refused).toContain('editor GET /medical-reviews/due');
    expect(refused).toContain('front-desk GET /medical-reviews/due');
    expect(refused).toContain('owner POST /medical-reviews');
    // A published blog's pending changes are the editor's and the owner's (issue 43).
    for (const route of [
      'PUT /blog/:id/pending',
      'POST /blog/:id/pending/publish',
      'DELETE /blog/:id/pending',
    ])
      expect(refused).toContain(`front-desk ${route}`);
  });

  it('tells the dashboard who is signed in and in which role', async () => {
    const { token } = await signInAs(t.app, 'front-desk');
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/session',
      headers: bearer(token),
    });
    expect(res.json().data).toMatchObject({ role: 'front-desk', medicalReviewer: false });
  });
});
