import path from 'node:path';

/** Where uploaded images live on disk and on the site. */
export const UPLOADS_PREFIX = '/uploads/';
export const uploadsDir = (dataDir: string) => path.join(dataDir, 'uploads');
