import { z } from 'zod';

/**
 * What a staff member may do (issue 43): `owner` everything, and alone manages accounts and reads
 * the audit log; `editor` blogs and social links, never an enquiry; `front-desk` enquiries, never
 * a blog or a link. The API enforces them (api/src/auth/route-roles.ts); the dashboard only
 * reflects them.
 */
export const STAFF_ROLES = ['owner', 'editor', 'front-desk'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];
export const staffRoleSchema = z.enum(STAFF_ROLES, { error: 'Choose owner, editor or front desk' });

/** The signed-in staff member (product §3 leaves the fields open): the type and answer schema. */
export const staffUserEntitySchema = z.object({
  _id: z.string(),
  email: z.string(),
  name: z.string().optional(),
  role: staffRoleSchema,
  /** Reviews medical text before it is published (the doctor by default). */
  medicalReviewer: z.boolean(),
});

export type StaffUser = z.output<typeof staffUserEntitySchema>;

/** `POST /login`'s answer: the session token and who it belongs to. */
export const loginAnswerSchema = z.object({ token: z.string(), user: staffUserEntitySchema });

export type LoginAnswer = z.output<typeof loginAnswerSchema>;
