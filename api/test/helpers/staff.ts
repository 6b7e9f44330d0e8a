import type { FastifyInstance } from 'fastify';
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

let invited = 0;

/**
 * Makes an account of `role` straight in the database (as an accepted invitation would) and signs
 * it in over HTTP: the bearer token and the account's id.
 */
export async function signInAs(
  app: FastifyInstance,
  role: StaffRole,
): Promise<{ token: string; id: string; email: string }> {
  const email = `${role}-${++invited}@clinic.example`;
  const id = newId();
  await app.repos.users.insert({
    id,
    email,
    name: `Test ${role}`,
    password_hash: await hashPassword(STAFF.password),
    role,
    medical_reviewer: false,
    created_at: clock.stamp(),
  });
  const res = await app.inject({
    method: 'POST',
    url: '/api/v1/login',
    payload: { email, password: STAFF.password },
  });
  if (res.statusCode !== 200) throw new Error(`sign-in failed: ${res.statusCode} ${res.body}`);
  return { token: res.json<{ token: string }>().token, id, email };
}
