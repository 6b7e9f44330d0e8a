import { z } from 'zod';

/** An enquiry sent from the popup (product §3), as the API answers it: the type and answer schema. */
export const formSubmissionEntitySchema = z.object({
  _id: z.string(),
  name: z.string(),
  phone: z.string(),
  message: z.string(),
  createdAt: z.string(),
});

export type FormSubmission = z.output<typeof formSubmissionEntitySchema>;
