import { z } from 'zod';

/** Staff passwords are at least this long (staff:create, start-up accounts, the Account page). */
export const STAFF_PASSWORD_MIN_LENGTH = 12;

/** A password a staff member chooses (staff:create's rule): trimmed, 12 to 1,000 characters. */
export const newStaffPasswordSchema = (required: string, tooShort: string) =>
  z
    .string({ error: required })
    .trim()
    .min(STAFF_PASSWORD_MIN_LENGTH, tooShort)
    .max(1000, 'Password is too long');

/**
 * The Account page's change of password. Both are trimmed, as sign-in trims what is typed
 * (product §5); the new one follows the same rule as an account made with `staff:create`.
 */
export const changePasswordSchema = z
  .object({
    currentPassword: z
      .string({ error: 'Enter your current password' })
      .trim()
      .min(1, 'Enter your current password')
      .max(1000, 'Password is too long'),
    newPassword: newStaffPasswordSchema(
      'Enter a new password',
      `The new password must be at least ${STAFF_PASSWORD_MIN_LENGTH} characters`,
    ),
  })
  .refine((input) => input.newPassword !== input.currentPassword, {
    path: ['newPassword'],
    message: 'The new password must differ from the current one',
  });

export type ChangePasswordInput = z.input<typeof changePasswordSchema>;
