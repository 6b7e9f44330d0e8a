import { z } from 'zod';
import { TEXT_HASH_PATTERN } from '../entities/medical-review';

/**
 * `POST /medical-reviews`: a medical reviewer signs off the text of one page, named by its path
 * and the hash of the text they read (the page's manifest `structuredData.textHash`).
 */
export const medicalReviewSchema = z.object({
  path: z
    .string({ error: 'Name the page reviewed.' })
    .regex(/^\/[A-Za-z0-9/_-]{0,200}$/, 'Name the page by its path, e.g. /COPD.'),
  textHash: z
    .string({ error: 'Give the hash of the text reviewed.' })
    .regex(TEXT_HASH_PATTERN, 'The text hash is a sha-256 in hex.'),
});

export type MedicalReviewInput = z.output<typeof medicalReviewSchema>;
