import { z } from 'zod';
import { staffRoleSchema } from '../entities/staff-user';
import { STAFF_PASSWORD_MIN_LENGTH, newStaffPasswordSchema } from './change-password';

/** How long an invitation link works, once (issue 43). */
export const STAFF_INVITE_HOURS = 72;

/** `POST /staff/invites`: whom the owner invites, and in which role. */
export const staffInviteSchema = z.object({
  email: z
    .string({ error: 'Enter an e-mail address' })
    .trim()
    .toLowerCase()
    .max(320, 'Email is too long')
    .pipe(z.email({ error: 'Enter a valid e-mail address' })),
  role: staffRoleSchema,
});

export type StaffInviteInput = z.input<typeof staffInviteSchema>;

/** `POST /staff/invites/{token}`: the invitee's name and password (the rules of staff:create). */
export const acceptStaffInviteSchema = z.object({
  name: z
    .string({ error: 'Enter your name' })
    .trim()
    .min(1, 'Enter your name')
    .max(100, 'Name is too long'),
  password: newStaffPasswordSchema(
    'Choose a password',
    `The password must be at least ${STAFF_PASSWORD_MIN_LENGTH} characters`,
  ),
});

export type AcceptStaffInviteInput = z.input<typeof acceptStaffInviteSchema>;

/** `PATCH /staff/{id}`: a new role, or (de)activation; at least one of them. */
export const staffAccountChangeSchema = z
  .object({ role: staffRoleSchema.optional(), active: z.boolean().optional() })
  .strict()
  .refine((change) => change.role !== undefined || change.active !== undefined, {
    message: 'Send a role or active',
  });

export type StaffAccountChange = z.input<typeof staffAccountChangeSchema>;
