import { parse, serialize } from 'cookie';

/**
 * The staff session's second half (decision 0074): a secret the browser keeps in an HttpOnly
 * cookie, so no script on the page (every team's code shares the public origin) can read it, and a
 * bearer token copied out of localStorage is worthless on another machine.
 *
 * Path=/api/v1: only the API needs it; the page host (and the team code it renders in sandboxes)
 * never sees it. That rules out the `__Host-` prefix, which demands Path=/.
 */
export const SESSION_COOKIE = 'clinic_staff_session';
const SESSION_COOKIE_PATH = '/api/v1';

/** The cookie's secret from a request's Cookie header, or undefined. */
export function sessionCookieOf(cookieHeader: string | undefined): string | undefined {
  if (!cookieHeader) return undefined;
  const value = parse(cookieHeader)[SESSION_COOKIE];
  // The secret is ours (base64url, 43 characters); anything else cannot match a session.
  return value && /^[A-Za-z0-9_-]{20,200}$/.test(value) ? value : undefined;
}

/**
 * Set-Cookie for a new session: HttpOnly (no script reads it), SameSite=Strict (no other site's
 * page sends it), Secure on a live (https) site, and lasting as long as the session may.
 */
export const sessionCookie = (secret: string, expiresAt: string, secure: boolean): string =>
  serialize(SESSION_COOKIE, secret, {
    httpOnly: true,
    sameSite: 'strict',
    secure,
    path: SESSION_COOKIE_PATH,
    expires: new Date(expiresAt),
  });

/** Set-Cookie that makes the browser forget the cookie (sign-out). */
export const clearedSessionCookie = (secure: boolean): string =>
  serialize(SESSION_COOKIE, '', {
    httpOnly: true,
    sameSite: 'strict',
    secure,
    path: SESSION_COOKIE_PATH,
    expires: new Date(0),
  });
