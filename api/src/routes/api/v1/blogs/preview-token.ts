import { createHash } from 'node:crypto';

/** Only a hash of a preview token is stored: the database alone opens no preview. */
export const previewTokenHash = (token: string): string =>
  createHash('sha256').update(token).digest('hex');
