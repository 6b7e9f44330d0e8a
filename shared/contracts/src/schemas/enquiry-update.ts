import { z } from 'zod';
import { enquiryStatusValues } from '../entities/form-submission';

export const ENQUIRY_NOTE_MAX = 500;

/**
 * A staff change to an enquiry in the inbox (`PATCH /form/{id}`): its status, its note, or both.
 * The dashboard and the server parse with this schema, so both say the same.
 */
export const enquiryUpdateSchema = z
  .object({
    status: z.enum(enquiryStatusValues, { error: 'Status must be new, contacted or closed' }),
    note: z
      .string({ error: 'Note must be text' })
      .trim()
      .max(ENQUIRY_NOTE_MAX, `Note must be at most ${ENQUIRY_NOTE_MAX} characters`),
  })
  .partial()
  .refine((change) => change.status !== undefined || change.note !== undefined, {
    error: 'Nothing to change',
  });

export type EnquiryUpdate = z.output<typeof enquiryUpdateSchema>;

/** `POST /forms/exported`: how many enquiries the dashboard's CSV held (for the audit log). */
export const enquiryExportSchema = z.object({
  count: z.int({ error: 'Give the number of rows exported' }).min(0).max(1_000_000),
});

export type EnquiryExport = z.input<typeof enquiryExportSchema>;
