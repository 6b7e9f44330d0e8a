import { z } from 'zod';

/**
 * One line of the audit log (issue 43): who did what, when, and to which id. It never holds an
 * enquiry's words, a blog's text or a password: only ids, e-mails of staff and HTTP statuses.
 */
export const auditEntryEntitySchema = z.object({
  id: z.string(),
  at: z.string(),
  /** Null for a failed sign-in: nobody proved who they were. */
  actorId: z.string().nullable(),
  actorEmail: z.string(),
  /** `sign-in`, `sign-in failed`, `invitation accepted`, or the route: `PATCH /form/:id`. */
  action: z.string(),
  target: z.string().nullable(),
  /** The answer's HTTP status: 2xx done, 403 refused by role, 4xx otherwise refused. */
  status: z.int(),
  ip: z.string().nullable(),
});

export type AuditEntry = z.output<typeof auditEntryEntitySchema>;

/** `GET /audit`'s filters: all optional; newest first, `limit` at most (default 100, max 500). */
export const auditQuerySchema = z.object({
  actor: z.string().trim().max(320).optional(),
  action: z.string().trim().max(100).optional(),
  from: z.iso.datetime({ error: 'Give a date and time' }).optional(),
  to: z.iso.datetime({ error: 'Give a date and time' }).optional(),
  limit: z.coerce.number().int().min(1).max(500).default(100),
});

export type AuditQuery = z.input<typeof auditQuerySchema>;
