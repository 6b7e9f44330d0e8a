import type { ReleaseStore } from '../release-store';

/** How long `pnpm release` waits for a server of the site to compose pages from its release. */
const SERVED_WAIT_MS = 30_000;
const POLL_MS = 200;

export type Served =
  { readonly served: true; readonly by: string } | { readonly served: false; readonly why: string };

/**
 * Waits until a server of the site composes pages from release `id` of `app`, which the command
 * has just switched live in the shared database: each server says so on the pointer after it
 * read it (served-releases.ts, decision 0072). The pointer names the server that
 * did it first; a server copies the release in from the database and reads it within about a
 * second, so the wait is short unless no server is running.
 */
export async function waitUntilServed(
  store: ReleaseStore,
  app: string,
  id: string,
  timeoutMs = SERVED_WAIT_MS,
): Promise<Served> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const pointer = await store.active(app);
    if (pointer?.release !== id)
      return {
        served: false,
        why: `${app} ${id} passed the gate and was switched live, but ${pointer?.release ?? 'no release'} is live now: another release replaced it before a server served it`,
      };
    if (pointer.servedBy) return { served: true, by: pointer.servedBy };
    if (Date.now() >= until)
      return {
        served: false,
        why: `${app} ${id} passed the gate and is the live release in the database, but no server of the site composed a page from it within ${Math.round(timeoutMs / 1000)} s. Are the servers running (GET /api/v1/ready)? Each follows it within a second of reading the database.`,
      };
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}
