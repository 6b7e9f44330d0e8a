import { EDITOR_DRAFT_DAYS } from '@clinic/contracts/schemas/editor-draft';
import { KNOWN_ADDRESS_MS, LOGIN_FAILURE_WINDOW_MS } from '../auth/login-throttle';
import type { ApiConfig } from '../config/api-config';
import type { Repositories } from '../db/repositories/create-repositories';
import { isoMinus, isoNow } from '../lib/clock';

export const DAY = 24 * 60 * 60 * 1000;

export interface PurgeResult {
  enquiries: number;
  sessions: number;
  loginFailures: number;
  signInAddresses: number;
  blogPreviews: number;
  staffInvites: number;
  auditEntries: number;
  editorDrafts: number;
}

/**
 * Deletes what we no longer need: enquiries past the retention period (product §10, DPDP Act),
 * expired or idle sessions, failed sign-ins older than the throttle's window, and sign-in addresses no
 * longer counted as known, staff invitations past their 72 hours, audit
 * entries older than AUDIT_RETENTION_DAYS, and editor drafts not saved for EDITOR_DRAFT_DAYS.
 */
export async function purgeExpiredData(
  repos: Repositories,
  {
    enquiryRetentionDays,
    sessionIdleMinutes,
    auditRetentionDays,
  }: Pick<ApiConfig, 'enquiryRetentionDays' | 'sessionIdleMinutes' | 'auditRetentionDays'>,
): Promise<PurgeResult> {
  return {
    enquiries: await repos.enquiries.deleteOlderThan(isoMinus(enquiryRetentionDays * DAY)),
    sessions: await repos.sessions.deleteExpired(isoNow(), isoMinus(sessionIdleMinutes * 60_000)),
    loginFailures: await repos.loginFailures.deleteOlderThan(isoMinus(LOGIN_FAILURE_WINDOW_MS)),
    signInAddresses: await repos.signInAddresses.deleteOlderThan(isoMinus(KNOWN_ADDRESS_MS)),
    blogPreviews: await repos.blogPreviews.deleteExpired(isoNow()),
    staffInvites: await repos.staffInvites.deleteExpired(isoNow()),
    auditEntries: await repos.auditLog.deleteOlderThan(isoMinus(auditRetentionDays * DAY)),
    editorDrafts: await repos.editorDrafts.deleteSavedBefore(isoMinus(EDITOR_DRAFT_DAYS * DAY)),
  };
}
