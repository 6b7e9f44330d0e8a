/**
 * The API's public entry: what the site that mounts it (`server`) may use. Everything else in
 * this package is its own business; lint refuses an import of a file inside it.
 */
// Type augmentations the mounting app relies on: `app.db` (the database) and `request.siteOrigin`.
import type {} from './plugins/external/database';
import type {} from './plugins/app/site-origin';
// `app.images`: the site's page host copies in an upload made through another server.
import type {} from './plugins/app/services';

export { buildApp, loggerOptions, type BuildOptions } from './app';
export { saveStaffAccount } from './auth/save-staff-account';
export { STAFF_PASSWORD_MIN_LENGTH } from './auth/password-hasher';
export {
  type ApiConfig,
  DEFAULT_DATA_DIR,
  ENQUIRY_EMAIL_RETRY_DELAYS_MS,
  isLiveOrigin,
  LOG_LEVELS,
  type LogLevel,
  siteIsLive,
} from './config/api-config';
export { SERVER_TIMEOUTS } from './config/server-timeouts';
export { type DatabaseHandle, migrateToLatest, openDatabase, sqliteFileIn } from './db/database';
export { storedFiles, type StoredFiles } from './files/stored-files';
export { clock } from './lib/clock';
export { databaseRateLimitStore } from './limits/database-rate-limit-store';
export { newId } from './lib/ids';
export { carryOverListedReviews } from './medical-reviews/carry-over';
export {
  MEDICAL_REVIEW_RECORDED,
  type MedicalReviewer,
  type MedicalReviewRecord,
  recordMedicalReviews,
} from './medical-reviews/record-medical-reviews';
export { backupDatabase } from './maintenance/backup-database';
export { purgeDeletedBlogs } from './maintenance/deleted-blogs';
export { UPLOADS_PREFIX, uploadsDir } from './uploads/uploads-location';
