import { z } from 'zod';
import { staffUserEntitySchema } from './staff-user';

/** One account on the owner's Staff page (`GET /staff`): never its password or sessions. */
export const staffAccountEntitySchema = staffUserEntitySchema.extend({
  /** A deactivated account cannot sign in; its history stays in the audit log. */
  active: z.boolean(),
  createdAt: z.string(),
});

export type StaffAccount = z.output<typeof staffAccountEntitySchema>;
