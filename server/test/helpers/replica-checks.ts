import { multipart, staffHeadersOf } from '@clinic/api/testing';
import { STAFF_EMAIL, STAFF_PASSWORD } from './replica-cluster';

/** A staff session's headers (bearer and cookie), signed in through `url`. */
export async function signIn(url: string): Promise<Record<string, string>> {
  const answer = await fetch(`${url}/api/v1/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: STAFF_EMAIL, password: STAFF_PASSWORD }),
  });
  return staffHeadersOf(answer);
}

/** Sends a blog as the dashboard does (multipart), with an image when given. */
export async function sendBlog(
  url: string,
  auth: Record<string, string>,
  method: 'POST' | 'PUT',
  path: string,
  fields: { title: string; status: 'draft' | 'published'; image?: Buffer },
) {
  const form = multipart({
    title: fields.title,
    subTitle: 'Written on one replica',
    status: fields.status,
    content: JSON.stringify([{ sectionTitle: 'Breathing', paragraph: 'Slowly, and often.' }]),
    ...(fields.image
      ? {
          image: { filename: 'photo.png', contentType: 'image/png', data: fields.image },
          imageAlt: 'A blue square standing in for a photo',
        }
      : {}),
  });
  const answer = await fetch(`${url}/api/v1${path}`, {
    method,
    headers: { ...auth, ...form.headers },
    body: new Uint8Array(form.payload),
  });
  const body = (await answer.json()) as { data: { _id: string; image?: { url: string } } };
  if (answer.status >= 300)
    throw new Error(`${method} ${path}: ${answer.status} ${JSON.stringify(body)}`);
  return body.data;
}

/**
 * Milliseconds until `check` passes (re-run every 50 ms), or throws its last failure after
 * `limitMs` past the limit being measured, so a miss says how far off it was.
 */
export async function msUntil(check: () => Promise<void>, limitMs = 10_000): Promise<number> {
  const began = Date.now();
  for (;;) {
    try {
      await check();
      return Date.now() - began;
    } catch (error) {
      if (Date.now() - began > limitMs) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
}
