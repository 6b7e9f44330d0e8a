import type { FastifyInstance } from 'fastify';
import { upsertStaffAccount } from '../../src/auth/staff-accounts';

export const STAFF = {
  email: 'doctor@clinic.example',
  password: 'a long test password',
  name: 'Dr Test',
};

/** Creates the staff account directly (as `staff:create` does) and signs in over HTTP. */
export async function signInStaff(app: FastifyInstance, remember = false): Promise<string> {
  await upsertStaffAccount(app.repos, STAFF);
  const res = await app.inject({
    method: 'POST',
    url: '/api/v1/login',
    payload: { email: STAFF.email, password: STAFF.password, rememberPassword: remember },
  });
  if (res.statusCode !== 200) throw new Error(`sign-in failed: ${res.statusCode} ${res.body}`);
  return res.json<{ token: string }>().token;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
