/** The cookie a preview link sets: the link's secret, in this one browser (issue 44). */
export const PREVIEW_COOKIE = 'clinic_release_preview';

const SECRET = /^[A-Za-z0-9_-]{16,64}$/;

/** The preview secret a request's Cookie header carries, if any. */
export function previewSecretOf(cookieHeader: string | undefined): string | undefined {
  for (const part of (cookieHeader ?? '').split(';')) {
    const [name, value] = part.trim().split('=', 2);
    if (name === PREVIEW_COOKIE && value && SECRET.test(value)) return value;
  }
  return undefined;
}

/**
 * Set-Cookie for a preview: HttpOnly (no page script reads it), SameSite=Lax (another site's
 * page cannot post with it), Secure on https, for `seconds`.
 */
export const previewCookie = (secret: string, seconds: number, secure: boolean) =>
  `${PREVIEW_COOKIE}=${secret}; Path=/; Max-Age=${Math.max(0, Math.floor(seconds))}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;

/** Set-Cookie that ends the preview in this browser. */
export const clearedPreviewCookie = (secure: boolean) => previewCookie('', 0, secure);
