import type { Db } from '../schema';
import type { BulkInsert } from '../sqlite-writer/sqlite-writer';
import { auditLogRepository } from './audit-log';
import { blogPendingChangesRepository } from './blog-pending-changes';
import { blogPreviewsRepository } from './blog-previews';
import { blogRevisionsRepository } from './blog-revisions';
import { blogsRepository } from './blogs';
import { editorDraftsRepository } from './editor-drafts';
import { enquiriesRepository } from './enquiries';
import { loginFailuresRepository } from './login-failures';
import { medicalReviewsRepository } from './medical-reviews';
import { sessionsRepository } from './sessions';
import { signInAddressesRepository } from './sign-in-addresses';
import { socialLinksRepository } from './social-links';
import { staffInvitesRepository } from './staff-invites';
import { usersRepository } from './users';

/** Plain factories of query functions over one Kysely instance (fastify/demo style). */
export function createRepositories(db: Db, bulkInsert: BulkInsert, { outbox = false } = {}) {
  return {
    users: usersRepository(db),
    sessions: sessionsRepository(db),
    loginFailures: loginFailuresRepository(db),
    signInAddresses: signInAddressesRepository(db),
    socialLinks: socialLinksRepository(db),
    enquiries: enquiriesRepository(db, bulkInsert, { outbox }),
    blogs: blogsRepository(db),
    editorDrafts: editorDraftsRepository(db),
    blogRevisions: blogRevisionsRepository(db),
    blogPreviews: blogPreviewsRepository(db),
    blogPendingChanges: blogPendingChangesRepository(db),
    staffInvites: staffInvitesRepository(db),
    auditLog: auditLogRepository(db),
    medicalReviews: medicalReviewsRepository(db),
  };
}

export type Repositories = ReturnType<typeof createRepositories>;
