import { hash, verify } from '@node-rs/argon2';
import pLimit from 'p-limit';

/** Argon2id at OWASP's minimum (19 MiB, t=2, p=1), per product §10. */
// `algorithm: 2` is Argon2id (the package's const enum cannot be imported under verbatimModuleSyntax).
const OPTIONS = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/**
 * Each Argon2 run holds one of libuv's four threads (and 19 MiB) for tens of milliseconds. Two at
 * a time leaves the other threads to static files, compression and images however many sign-ins
 * arrive at once; the rest queue here.
 */
const argon2Runs = pLimit(2);

export const hashPassword = (password: string): Promise<string> =>
  argon2Runs(() => hash(password, OPTIONS));

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await argon2Runs(() => verify(passwordHash, password));
  } catch {
    return false;
  }
}

/**
 * Checked when the e-mail is unknown, so a wrong e-mail costs as long as a wrong password and
 * the answer time does not reveal which staff e-mails exist.
 */
let dummyHash: Promise<string> | undefined;
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummyHash ??= hashPassword('no account has this password');
  await verifyPassword(await dummyHash, password);
  return false;
}

export const STAFF_PASSWORD_MIN_LENGTH = 12;
