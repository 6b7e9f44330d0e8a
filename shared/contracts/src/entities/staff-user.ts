import { z } from 'zod';

/** The signed-in staff member (product §3 leaves the fields open): the type and answer schema. */
export const staffUserEntitySchema = z.object({
  _id: z.string(),
  email: z.string(),
  name: z.string().optional(),
});

export type StaffUser = z.output<typeof staffUserEntitySchema>;

/** `POST /login`'s answer: the session token and who it belongs to. */
export const loginAnswerSchema = z.object({ token: z.string(), user: staffUserEntitySchema });

export type LoginAnswer = z.output<typeof loginAnswerSchema>;
