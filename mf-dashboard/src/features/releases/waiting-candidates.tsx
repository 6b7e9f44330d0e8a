import { useId, useRef, useState } from 'react';
import type { ReleaseCandidate } from '@clinic/contracts/releases/release-candidate';
import { formatClinicTimestamp } from '@clinic/contracts/dates/clinic-time';
import { useAppDispatch, useAppSelector } from '@clinic/browser-kit/store/hooks';
import { DataTableHead } from '../../components/data-table-head';
import { ListStatus } from '../../components/list-status';
import { ConfirmDialog } from '../../components/modal/confirm-dialog';
import { useConfirmedAction } from '../../components/modal/use-confirmed-action';
import { RowActionButton } from '../../components/row-action-button';
import { showToast } from '../../store/toasts-slice';
import type { StaffCallError } from '../../api/staff-base-query';
import { ChangedPages, gateResult, madeBy } from './candidate-details';
import { DeclineDialog } from './decline-dialog';
import { useDecideReleaseMutation, useEndPreviewMutation } from './releases-api';

interface Props {
  candidates: readonly ReleaseCandidate[];
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
}

const named = (candidate: ReleaseCandidate) => `${candidate.app} ${candidate.id}`;

/**
 * The candidates waiting for a decision, each with Approve (after a confirmation), Decline (with
 * a reason) and End preview. The server's answer is announced; a refusal (a 403 on medical text
 * for an owner who is not a medical reviewer) stays on the page as an alert, in its own words.
 */
export function WaitingCandidates({ candidates, loading, failed, onRetry }: Props) {
  const headingId = useId();
  const dispatch = useAppDispatch();
  const isOwner = useAppSelector((state) => state.user?.user?.role === 'owner');
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [declining, setDeclining] = useState<ReleaseCandidate | null>(null);
  const [decide, deciding] = useDecideReleaseMutation();
  const [endPreview, ending] = useEndPreviewMutation();

  const send = async (
    candidate: ReleaseCandidate,
    decision: 'approve' | 'decline',
    reason?: string,
  ) => {
    setRefusal(null);
    const answer = await decide({ app: candidate.app, id: candidate.id, decision, reason });
    if ('error' in answer) setRefusal((answer.error as StaffCallError).message);
    else dispatch(showToast('success', answer.data.message));
  };
  const approval = useConfirmedAction((candidate: ReleaseCandidate) => send(candidate, 'approve'));

  return (
    <section className="releases-page__section" aria-labelledby={headingId}>
      <h2 id={headingId} ref={headingRef} tabIndex={-1}>
        Waiting for a decision
      </h2>
      {refusal && (
        <p className="dash-note releases-page__refusal" role="alert">
          {refusal}
        </p>
      )}
      <ListStatus
        failedText={failed && 'The releases could not be loaded. Please try again.'}
        onRetry={onRetry}
        loading={loading}
        empty={candidates.length === 0}
        loadingText="Loading releases..."
        emptyText="No releases are waiting"
      >
        <table className="dash-table" aria-labelledby={headingId}>
          <DataTableHead
            columns={['Release', 'Made by', 'Gate', 'Changed pages', 'Preview', 'Expires']}
          />
          <tbody>
            {candidates.map((candidate, index) => (
              <tr key={`${candidate.app}/${candidate.id}`}>
                <td data-label="#">{index + 1}</td>
                <td data-label="Release">
                  <strong>{candidate.app}</strong> <code>{candidate.id}</code>
                  <br />
                  commit <code>{candidate.commit}</code>
                </td>
                <td data-label="Made by">{madeBy(candidate)}</td>
                <td data-label="Gate">{gateResult(candidate)}</td>
                <td data-label="Changed pages">
                  <ChangedPages candidate={candidate} />
                </td>
                <td data-label="Preview">
                  {candidate.previewUrl ? (
                    <a href={candidate.previewUrl} target="_blank" rel="noopener noreferrer">
                      Open the preview
                      <span className="dash-visually-hidden">
                        {` of ${named(candidate)} (opens in a new tab)`}
                      </span>
                    </a>
                  ) : (
                    'Ended'
                  )}
                </td>
                <td data-label="Expires">{formatClinicTimestamp(candidate.expiresAt)}</td>
                <td data-label="Actions" className="dash-table__actions">
                  <div className="releases-page__actions">
                    <RowActionButton
                      label="Approve"
                      what={named(candidate)}
                      disabled={deciding.isLoading}
                      onClick={() => approval.ask(candidate)}
                    />
                    <RowActionButton
                      label="Decline"
                      what={named(candidate)}
                      tone="danger"
                      disabled={deciding.isLoading}
                      onClick={() => setDeclining(candidate)}
                    />
                    {isOwner && candidate.previewUrl && (
                      <RowActionButton
                        label="End preview"
                        what={named(candidate)}
                        disabled={ending.isLoading}
                        onClick={() => void endPreview(candidate)}
                      />
                    )}
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </ListStatus>
      {approval.pending && (
        <ConfirmDialog
          title={`Approve ${named(approval.pending)}`}
          message={
            approval.pending.medicalPages.length
              ? 'It goes live at once for every patient, and records your review of its medical text.'
              : 'It goes live at once for every patient.'
          }
          confirmLabel="Approve"
          tone="default"
          busy={approval.busy}
          onConfirm={() => void approval.confirm()}
          onCancel={approval.cancel}
          returnFocus={headingRef}
        />
      )}
      {declining && (
        <DeclineDialog
          what={named(declining)}
          busy={deciding.isLoading}
          onCancel={() => setDeclining(null)}
          onDecline={(reason) =>
            void send(declining, 'decline', reason).then(() => setDeclining(null))
          }
          returnFocus={headingRef}
        />
      )}
    </section>
  );
}
