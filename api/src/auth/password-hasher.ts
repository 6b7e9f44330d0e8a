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
/**
 * Password checks that may wait behind those two: about a second's work. Past it a sign-in is
 * answered at once (503, try again shortly) instead of queueing behind a flood of guesses from
 * many addresses, each within its own five tries, until a real sign-in waits for minutes.
 */
export const PASSWORD_CHECKS_WAITING = 16;
const BUSY_RETRY_AFTER_SECONDS = 5;

/** More password checks wait than PASSWORD_CHECKS_WAITING: this one was not made. */
export class PasswordChecksBusy extends Error {
  readonly retryAfterSeconds = BUSY_RETRY_AFTER_SECONDS;
  constructor(
    /** Checks refused this way since the server started, for the log. */
    readonly refusedSoFar: number,
  ) {
    super('Signing in is busy right now. Please try again in a few seconds.');
    this.name = 'PasswordChecksBusy';
  }
}

let refusedChecks = 0;

export const hashPassword = (password: string): Promise<string> =>
  argon2Runs(() => hash(password, OPTIONS));

/** Checks a password against its hash; throws PasswordChecksBusy when too many already wait. */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  if (argon2Runs.pendingCount >= PASSWORD_CHECKS_WAITING)
    throw new PasswordChecksBusy(++refusedChecks);
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

export { STAFF_PASSWORD_MIN_LENGTH } from '@clinic/contracts/schemas/change-password';
