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

/** Where an enquiry is in the staff inbox: New until someone contacts the patient. */
export const enquiryStatusValues = ['new', 'contacted', 'closed'] as const;
export type EnquiryStatus = (typeof enquiryStatusValues)[number];

export const enquiryStatusLabels: Record<EnquiryStatus, string> = {
  new: 'New',
  contacted: 'Contacted',
  closed: 'Closed',
};

/** An enquiry as staff see it in the inbox: the submission, its status and the staff note. */
export const enquiryRecordEntitySchema = formSubmissionEntitySchema.extend({
  status: z.enum(enquiryStatusValues),
  note: z.string(),
});

export type EnquiryRecord = z.output<typeof enquiryRecordEntitySchema>;
