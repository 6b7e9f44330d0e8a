import type { ReleaseCandidate } from '@clinic/contracts/releases/release-candidate';

/** A candidate's pages that render differently from the live release's, or a plain "none". */
export function ChangedPages({ candidate }: { candidate: ReleaseCandidate }) {
  const medical = new Set(candidate.medicalPages.map((page) => page.path));
  const paths = [...new Set([...candidate.changedPages, ...medical])];
  if (paths.length === 0) return <>No page changed</>;
  return (
    <ul className="releases-page__pages">
      {paths.map((path) => (
        <li key={path}>
          <code>{path}</code>
          {medical.has(path) && (
            <strong className="releases-page__medical">
              {' '}
              medical text: a medical reviewer approves
            </strong>
          )}
        </li>
      ))}
    </ul>
  );
}

/**
 * Who sent it, and with which deploy token: the site names a token's releases after the token
 * already (`deploy token "blog team CI"`), so the token is added only when the name lacks it.
 */
export const madeBy = ({ releasedBy, token }: ReleaseCandidate): string =>
  token && !releasedBy.includes(token) ? `${releasedBy}, deploy token “${token}”` : releasedBy;

/** The gate's result as staff read it. */
export const gateResult = ({ gate }: ReleaseCandidate): string =>
  gate.passed ? 'Passed' : 'Not passed';
