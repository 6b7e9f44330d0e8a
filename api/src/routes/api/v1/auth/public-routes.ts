import { signInSchema } from '@clinic/contracts/schemas/sign-in';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  PasswordChecksBusy,
  verifyAgainstDummy,
  verifyPassword,
} from '../../../../auth/password-hasher';
import { clearedSessionCookie, sessionCookie } from '../../../../auth/session-cookie';
import { normaliseEmail } from '../../../../auth/staff-accounts';
import { staffUserOf } from '../../../../db/repositories/users';
import { clientKey } from '../../../../lib/client-key';
import { HttpError } from '../../../../lib/http-error';
import { validate } from '../../../../lib/validate';
import { loginAnswer, messageSchema } from '../response-schemas';

/**
 * Whether the cookie gets `Secure`: a live site (PUBLIC_URL is https, so `siteOrigin` is it) or a
 * request that came over https. A local http run keeps a cookie the browser will send back.
 */
const servedOverHttps = (request: FastifyRequest) => request.siteOrigin.startsWith('https://');

export default async function authRoutes(app: FastifyInstance) {
  // A session made on the public origin would be one its scripts could use (decision 0076).
  app.addHook('onRequest', app.refuseOffStaffOrigin);
  app.post('/login', { schema: { response: { 200: loginAnswer } } }, async (request, reply) => {
    const input = validate(signInSchema, request.body);
    const email = normaliseEmail(input.email);

    // Counted before the password is checked, so parallel guesses cannot outrun the count.
    const attempt = await app.loginThrottle.begin(email, clientKey(request.ip));
    if (!attempt.allowed) {
      if (attempt.reason === 'email') {
        // Guesses at one e-mail from many addresses: worth a look by whoever runs the server.
        request.log.warn({ reqId: request.id }, 'sign-in attempts for one e-mail slowed down');
      }
      const wait = attempt.retryAfterSeconds;
      const when =
        wait < 60
          ? `${wait} second${wait === 1 ? '' : 's'}`
          : `${Math.ceil(wait / 60)} minute${Math.ceil(wait / 60) === 1 ? '' : 's'}`;
      throw new HttpError(429, `Too many failed sign-in attempts. Please try again in ${when}.`, {
        'retry-after': String(wait),
      });
    }

    const user = await app.repos.users.findByEmail(email);
    let valid: boolean;
    try {
      valid = user
        ? await verifyPassword(user.password_hash, input.password)
        : await verifyAgainstDummy(input.password);
    } catch (error) {
      if (!(error instanceof PasswordChecksBusy)) throw error;
      await attempt.abandoned();
      // A flood of guesses from many networks: worth a look, like the slowed e-mail above.
      request.log.warn(
        { reqId: request.id, refusedPasswordChecks: error.refusedSoFar },
        'sign-in refused: too many password checks waiting',
      );
      throw new HttpError(503, error.message, { 'retry-after': String(error.retryAfterSeconds) });
    }
    // One message for both cases: which staff e-mails exist is not the visitor's business.
    // A deactivated account is refused with the same words: no hint that the e-mail is known.
    if (!user || !valid || Number(user.active) !== 1) {
      // The e-mail typed, not the password: whose account someone is trying.
      await app.audit(request, {
        actorId: null,
        actorEmail: email,
        action: 'sign-in failed',
        target: null,
        status: 401,
      });
      throw new HttpError(401, 'Invalid email or password');
    }
    await attempt.succeeded();

    const { token, cookieSecret, expiresAt } = await app.sessions.create(
      user.id,
      input.rememberPassword,
      request.headers['user-agent'],
    );
    // The session's other half, out of every script's reach (decision 0074).
    reply.header('set-cookie', sessionCookie(cookieSecret, expiresAt, servedOverHttps(request)));
    await app.audit(request, {
      actorId: user.id,
      actorEmail: user.email,
      action: 'sign-in',
      target: null,
      status: 200,
    });
    return { token, user: staffUserOf(user) };
  });

  // Idempotent: whatever token is sent stops working; signing out twice is not an error.
  app.post('/logout', { schema: { response: { 200: messageSchema } } }, async (request, reply) => {
    await app.sessions.revoke(request.headers.authorization);
    reply.header('set-cookie', clearedSessionCookie(servedOverHttps(request)));
    return { message: 'Signed out' };
  });
}
