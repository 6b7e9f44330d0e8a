import { changePasswordSchema } from '@clinic/contracts/schemas/change-password';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { PasswordChecksBusy, hashPassword, verifyPassword } from '../../../../auth/password-hasher';
import { isoNow } from '../../../../lib/clock';
import { HttpError } from '../../../../lib/http-error';
import { validate } from '../../../../lib/validate';
import {
  dataOf,
  idParams,
  listOf,
  messageSchema,
  staffSessionSchema,
  staffUserSchema,
} from '../response-schemas';

/**
 * Attempts to change the password allowed per account in 15 minutes before a pause (429 with
 * Retry-After): counted by account, not by address, so a stolen session that moves from network
 * to network still gets 5 guesses at the current password, not 5 per network (issue 43).
 */
const PASSWORD_CHANGE_ATTEMPTS = 5;

/** The signed-in staff member and the session the request came with (set by `requireStaff`). */
function signedIn(request: FastifyRequest) {
  if (!request.staff || !request.staffTokenHash)
    throw new HttpError(401, 'Please sign in to continue');
  return { userId: request.staff._id, tokenHash: request.staffTokenHash };
}

/** As sign-in: when too many password checks already wait, say so rather than queue. */
async function currentPasswordMatches(passwordHash: string, typed: string): Promise<boolean> {
  try {
    return await verifyPassword(passwordHash, typed);
  } catch (error) {
    if (!(error instanceof PasswordChecksBusy)) throw error;
    throw new HttpError(503, error.message, { 'retry-after': String(error.retryAfterSeconds) });
  }
}

/**
 * The staff member's own account: who the token belongs to (the dashboard asks on load: a token
 * left in the browser may have expired or been revoked), their sessions, and their password.
 * Nothing here touches what the public reads, so the public read cache stays.
 */
export default async function staffSessionRoutes(app: FastifyInstance) {
  const keepsPublicReadCache = true;

  app.get(
    '/session',
    { schema: { response: { 200: dataOf(staffUserSchema) } } },
    async (request) => ({
      data: request.staff,
    }),
  );

  app.get(
    '/sessions',
    { schema: { response: { 200: listOf(staffSessionSchema) } } },
    async (request) => {
      const { userId, tokenHash } = signedIn(request);
      return { data: await app.sessions.list(userId, tokenHash) };
    },
  );

  app.delete<{ Params: { id: string } }>(
    '/sessions/:id',
    {
      schema: { params: idParams, response: { 200: messageSchema } },
      config: { keepsPublicReadCache },
    },
    async (request) => {
      const { userId } = signedIn(request);
      if (!(await app.sessions.end(userId, request.params.id))) {
        throw new HttpError(404, 'That session has already ended');
      }
      return { message: 'Session signed out' };
    },
  );

  app.post(
    '/sessions/sign-out-others',
    { schema: { response: { 200: messageSchema } }, config: { keepsPublicReadCache } },
    async (request) => {
      const { userId, tokenHash } = signedIn(request);
      await app.sessions.endOthers(userId, tokenHash);
      return { message: 'Other sessions signed out' };
    },
  );

  /**
   * A new password once the current one is checked (a session left open is not enough to take
   * the account); every other session ends, this one stays. A wrong current password is a 400,
   * not a 401: the person is still signed in and may try again.
   */
  app.put(
    '/account/password',
    {
      schema: { response: { 200: messageSchema } },
      config: {
        keepsPublicReadCache,
        rateLimit: {
          max: PASSWORD_CHANGE_ATTEMPTS,
          timeWindow: '15 minutes',
          // The staff hook has run (route hooks come after the subtree's): the account is known.
          keyGenerator: (request) => `password-change:${request.staff?._id ?? request.ip}`,
          errorResponseBuilder: () =>
            new HttpError(429, 'Too many attempts to change the password. Please try again later.'),
        },
      },
    },
    async (request) => {
      const { userId, tokenHash } = signedIn(request);
      const input = validate(changePasswordSchema, request.body);
      const user = await app.repos.users.findById(userId);
      if (!user) throw new HttpError(401, 'Your sign-in is not valid. Please sign in again.');
      if (!(await currentPasswordMatches(user.password_hash, input.currentPassword))) {
        throw new HttpError(400, 'The current password is not correct');
      }
      await app.repos.users.update(user.id, {
        password_hash: await hashPassword(input.newPassword),
        updated_at: isoNow(),
      });
      await app.sessions.endOthers(userId, tokenHash);
      return { message: 'Password changed. Your other sessions have been signed out.' };
    },
  );
}
