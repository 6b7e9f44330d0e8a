import { z } from 'zod';

/**
 * The enquiry popup's payload (product §5). The dashboard form and the server both parse with
 * this schema, so the visitor sees the same words whichever side catches the mistake.
 * Length caps are far above anything a patient types but stop a bot filling the database.
 */
export const ENQUIRY_LIMITS = { name: 100, message: 2000 } as const;

export const enquirySchema = z.object({
  name: z
    .string({ error: 'Name is required' })
    .trim()
    .min(1, { error: 'Name is required', abort: true })
    .max(ENQUIRY_LIMITS.name, `Name must be at most ${ENQUIRY_LIMITS.name} characters`),
  phone: z
    .string({ error: 'Phone number is required' })
    .trim()
    .min(1, { error: 'Phone number is required', abort: true })
    .regex(/^\d{10}$/, 'Phone number must be exactly 10 digits'),
  message: z
    .string({ error: 'Message is required' })
    .trim()
    .min(1, { error: 'Message is required', abort: true })
    .max(ENQUIRY_LIMITS.message, `Message must be at most ${ENQUIRY_LIMITS.message} characters`),
  /**
   * Honeypot: the form renders this field hidden from people; only bots fill it. The server
   * answers as usual but stores nothing, so the bot learns nothing.
   */
  website: z.string().max(2000).optional(),
});

export type EnquiryInput = z.input<typeof enquirySchema>;
export type Enquiry = z.output<typeof enquirySchema>;
