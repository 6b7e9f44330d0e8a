import { z } from 'zod';

/** One of the signed-in staff member's sessions, as the Account page lists it. */
export const staffSessionEntitySchema = z.object({
  /** Names the session for signing it out; not its token. */
  id: z.string(),
  /** "Chrome on Windows", from the browser's User-Agent at sign-in ("Unknown browser" if none). */
  device: z.string(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  /** The session this request was made with (the page it is listed on). */
  current: z.boolean(),
});

export type StaffSession = z.output<typeof staffSessionEntitySchema>;
