import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { StaffRole } from '@clinic/contracts/entities/staff-user';
import { hashPassword } from '../../src/auth/password-hasher';
import { upsertStaffAccount } from '../../src/auth/staff-accounts';
import { clock } from '../../src/lib/clock';
import { newId } from '../../src/lib/ids';

export const STAFF = {
  email: 'doctor@clinic.example',
  password: 'a long test password',
  name: 'Dr Test',
};

/**
 * The session cookie each token signed in over HTTP came with (decision 0074: the token works
 * only beside it), so `bearer(token)` sends both, as the browser that signed in would.
 */
const cookieOfToken = new Map<string, string>();

/** The `name=value` of the session cookie a sign-in answer set, or throws. */
export function sessionCookieOf(res: LightMyRequestResponse): string {
  const cookie = res.cookies.find((candidate) => candidate.name === 'clinic_staff_session');
  if (!cookie) throw new Error(`sign-in set no session cookie: ${res.statusCode} ${res.body}`);
  return `${cookie.name}=${cookie.value}`;
}

/** The token of a successful sign-in answer; `bearer` sends it with the cookie it came with. */
export function tokenOf(res: LightMyRequestResponse): string {
  if (res.statusCode !== 200) throw new Error(`sign-in failed: ${res.statusCode} ${res.body}`);
  const token = res.json<{ token: string }>().token;
  cookieOfToken.set(token, sessionCookieOf(res));
  return token;
}

/**
 * The headers of a staff call from a sign-in answered over real HTTP (`fetch`, for servers run as
 * processes): the bearer token and its session's cookie.
 */
export async function staffHeadersOf(
  answer: Response,
): Promise<{ authorization: string; cookie: string }> {
  if (answer.status !== 200) throw new Error(`sign-in answered ${answer.status}`);
  const { token } = (await answer.json()) as { token: string };
  const cookie = answer.headers
    .getSetCookie()
    .map((value) => value.split(';')[0]!)
    .find((pair) => pair.startsWith('clinic_staff_session='));
  if (!cookie) throw new Error('sign-in set no session cookie');
  return { authorization: `Bearer ${token}`, cookie };
}

/** Creates the staff account directly (as `staff:create` does) and signs in over HTTP. */
export async function signInStaff(app: FastifyInstance, remember = false): Promise<string> {
  await upsertStaffAccount(app.repos, STAFF);
  const res = await app.inject({
    method: 'POST',
    url: '/api/v1/login',
    payload: { email: STAFF.email, password: STAFF.password, rememberPassword: remember },
  });
  return tokenOf(res);
}

/**
 * The headers of a signed-in request: the bearer token and, for a token signed in through
 * `tokenOf`, its session cookie. A token from elsewhere goes alone (and gets 401).
 */
export const bearer = (token: string): { authorization: string; cookie?: string } => {
  const cookie = cookieOfToken.get(token);
  return { authorization: `Bearer ${token}`, ...(cookie ? { cookie } : {}) };
};

/** Only the bearer header, as a token copied to another browser arrives. */
export const bearerAlone = (token: string) => ({ authorization: `Bearer ${token}` });

let invited = 0;

/**
 * Makes an account of `role` straight in the database (as an accepted invitation would) and signs
 * it in over HTTP: the bearer token and the account's id.
 */
export async function signInAs(
  app: FastifyInstance,
  role: StaffRole,
  {
    medicalReviewer = false,
    name = `Test ${role}`,
  }: { medicalReviewer?: boolean; name?: string } = {},
): Promise<{ token: string; id: string; email: string }> {
  const email = `${role}-${++invited}@clinic.example`;
  const id = newId();
  await app.repos.users.insert({
    id,
    email,
    name,
    password_hash: await hashPassword(STAFF.password),
    role,
    medical_reviewer: medicalReviewer,
    created_at: clock.stamp(),
  });
  const res = await app.inject({
    method: 'POST',
    url: '/api/v1/login',
    payload: { email, password: STAFF.password },
  });
  return { token: tokenOf(res), id, email };
}
