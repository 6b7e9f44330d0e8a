import { z } from 'zod';

/** Staff passwords are at least this long (staff:create, start-up accounts, the Account page). */
export const STAFF_PASSWORD_MIN_LENGTH = 12;

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
    newPassword: z
      .string({ error: 'Enter a new password' })
      .trim()
      .min(
        STAFF_PASSWORD_MIN_LENGTH,
        `The new password must be at least ${STAFF_PASSWORD_MIN_LENGTH} characters`,
      )
      .max(1000, 'Password is too long'),
  })
  .refine((input) => input.newPassword !== input.currentPassword, {
    path: ['newPassword'],
    message: 'The new password must differ from the current one',
  });

export type ChangePasswordInput = z.input<typeof changePasswordSchema>;
