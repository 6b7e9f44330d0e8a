import { z } from 'zod';

const REQUIRED = 'Please fill out all fields';

/** Sign-in payload (product §5: both fields required, values trimmed). */
export const signInSchema = z.object({
  email: z.string({ error: REQUIRED }).trim().min(1, REQUIRED).max(320, 'Email is too long'),
  password: z.string({ error: REQUIRED }).trim().min(1, REQUIRED).max(1000, 'Password is too long'),
  rememberPassword: z
    .boolean({ error: 'Remember Me must be true or false' })
    .optional()
    .default(false),
});

export type SignInInput = z.input<typeof signInSchema>;
