import type { Repositories } from '../db/repositories/create-repositories';
import { clock } from '../lib/clock';
import { newId } from '../lib/ids';
import { STAFF_PASSWORD_MIN_LENGTH, hashPassword, verifyPassword } from './password-hasher';

export interface StaffAccountInput {
  email: string;
  name: string;
  password: string;
}

export const normaliseEmail = (email: string) => email.trim().toLowerCase();

/**
 * Creates the staff account, or updates its name and password. Used by `staff:create` and by
 * STAFF_EMAIL/STAFF_PASSWORD at start; there is no default account anywhere. A changed password
 * signs out every session of that account. An account made here is an owner (whoever runs the
 * server is the clinic's doctor or acts for them), the very first one the medical reviewer; an
 * existing account keeps its role (an owner changes roles on the Staff page).
 */
export async function upsertStaffAccount(
  repos: Repositories,
  input: StaffAccountInput,
): Promise<'created' | 'updated' | 'unchanged'> {
  // Sign-in trims what is typed (product §5), so a password is stored trimmed too.
  const password = input.password.trim();
  if (password.length < STAFF_PASSWORD_MIN_LENGTH) {
    throw new Error(`The password must be at least ${STAFF_PASSWORD_MIN_LENGTH} characters`);
  }
  const email = normaliseEmail(input.email);
  const existing = await repos.users.findByEmail(email);
  const now = clock.stamp();
  if (!existing) {
    await repos.users.insert({
      id: newId(),
      email,
      name: input.name,
      password_hash: await hashPassword(password),
      role: 'owner',
      medical_reviewer: !(await repos.users.any()),
      created_at: now,
    });
    return 'created';
  }
  const samePassword = await verifyPassword(existing.password_hash, password);
  if (samePassword && existing.name === input.name) return 'unchanged';
  await repos.users.update(existing.id, {
    name: input.name,
    password_hash: samePassword ? existing.password_hash : await hashPassword(password),
    updated_at: now,
  });
  if (!samePassword) await repos.sessions.deleteForUser(existing.id);
  return 'updated';
}
