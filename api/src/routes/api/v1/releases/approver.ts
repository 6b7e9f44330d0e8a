import type { ReleaseCandidate } from '@clinic/contracts/releases/release-candidate';
import type { StaffRole } from '@clinic/contracts/entities/staff-user';
import { HttpError } from '../../../../lib/http-error';

/**
 * Who may decide on a candidate (issue 44, decision 0081): one that changes a medical page's
 * text is approved only by a medical reviewer (an owner who is not one cannot), since approving
 * records their review of that text; any other by an owner. Either may decline a medical one.
 */
export function checkApprover(
  staff: { role: StaffRole; medicalReviewer: boolean },
  candidate: ReleaseCandidate,
  decision: 'approve' | 'decline',
): void {
  const medical = candidate.medicalPages.length > 0;
  if (medical && decision === 'approve' && !staff.medicalReviewer)
    throw new HttpError(
      403,
      `${candidate.app} ${candidate.id} changes the text of ${candidate.medicalPages.length} medical page(s): only a medical reviewer can approve it`,
    );
  if (staff.role !== 'owner' && !(medical && staff.medicalReviewer))
    throw new HttpError(403, 'Only an owner decides on this release');
}
