import type { Migration } from 'kysely';
import * as m0001 from './0001-initial';
import * as m0002 from './0002-enquiries-seen';
import * as m0003 from './0003-sign-in-addresses';
import * as m0004 from './0004-release-tables';
import * as m0005 from './0005-session-activity';
import * as m0006 from './0006-enquiry-status';
import * as m0007 from './0007-blog-description-and-dates';
import * as m0008 from './0008-editor-drafts';
import * as m0009 from './0009-blog-soft-delete';
import * as m0010 from './0010-blog-revisions';
import * as m0011 from './0011-blog-schedule';
import * as m0012 from './0012-blog-previews';
import * as m0013 from './0013-session-device';
import * as m0016 from './0016-stored-files';
import * as m0017 from './0017-enquiry-outbox';
import * as m0018 from './0018-rate-limit-hits';
import * as m0019 from './0019-staff-roles';
import * as m0020 from './0020-staff-invites';
import * as m0021 from './0021-audit-log';
import * as m0022 from './0022-release-history';
import * as m0023 from './0023-session-cookie';
import * as m0024 from './0024-preview-link-dates';
import * as m0025 from './0025-blog-pending-changes';
import * as m0026 from './0026-release-candidates';
import * as m0029 from './0029-medical-reviews';

/**
 * Migrations listed in code, not read from the folder: works the same under tsx, vitest and a
 * bundle, and a new migration is one line here. Names sort in the order they run.
 */
export const migrations: Record<string, Migration> = {
  '0001-initial': m0001,
  '0002-enquiries-seen': m0002,
  '0003-sign-in-addresses': m0003,
  '0004-release-tables': m0004,
  '0005-session-activity': m0005,
  '0006-enquiry-status': m0006,
  '0007-blog-description-and-dates': m0007,
  '0008-editor-drafts': m0008,
  '0009-blog-soft-delete': m0009,
  '0010-blog-revisions': m0010,
  '0011-blog-schedule': m0011,
  '0012-blog-previews': m0012,
  '0013-session-device': m0013,
  '0016-stored-files': m0016,
  '0017-enquiry-outbox': m0017,
  '0018-rate-limit-hits': m0018,
  '0019-staff-roles': m0019,
  '0020-staff-invites': m0020,
  '0021-audit-log': m0021,
  '0022-release-history': m0022,
  '0023-session-cookie': m0023,
  '0024-preview-link-dates': m0024,
  '0025-blog-pending-changes': m0025,
  '0026-release-candidates': m0026,
  '0029-medical-reviews': m0029,
};
