import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { SWRConfig } from 'swr';
import {
  medicalReviewKey,
  type MedicalReviewInForce,
} from '@clinic/contracts/entities/medical-review';
import { ReviewedNote } from './reviewed-note';

afterEach(cleanup);

const TEXT_HASH = 'a'.repeat(64);
const review: MedicalReviewInForce = {
  reviewer: { name: 'Dr. Test Reviewer' },
  reviewedOn: '2026-10-01',
  nextReviewDue: '2027-10-01',
};

/** The note as the server renders it: the page's data (the API's answers) as SWR fallback. */
function renderNote(data: Record<string, unknown>, { hashed = true } = {}) {
  render(
    <SWRConfig value={{ fallback: data, revalidateOnMount: false }}>
      <ReviewedNote textHash={hashed ? TEXT_HASH : undefined} updated="2026-09-15" />
    </SWRConfig>,
  );
}

describe('the medical review a page shows (decision 0081)', () => {
  it('names the reviewer, the date and the next review, from the review in force for its text', () => {
    renderNote({ [medicalReviewKey(TEXT_HASH)]: { data: review } });
    expect(
      screen.getByText(/^Reviewed by Dr\. Test Reviewer on/).textContent?.replace(/\s+/g, ' '),
    ).toBe('Reviewed by Dr. Test Reviewer on 1 October 2026 · Next review due 1 October 2027');
  });

  it('adds the registration when the record has one', () => {
    renderNote({
      [medicalReviewKey(TEXT_HASH)]: {
        data: { ...review, reviewer: { name: 'Dr. Listed', registration: 'HMC 42' } },
      },
    });
    expect(screen.getByText(/^Reviewed by Dr\. Listed \(HMC 42\) on/)).toBeInTheDocument();
  });

  it.each([
    ['the API has none in force for its text', { [medicalReviewKey(TEXT_HASH)]: { data: null } }],
    ['only another text was reviewed', { [medicalReviewKey('b'.repeat(64))]: { data: review } }],
  ])('claims none when %s', (_, data) => {
    renderNote(data);
    expect(screen.getByText(/Page last updated/)).toHaveTextContent('15 September 2026');
    expect(screen.queryByText(/reviewed by/i)).toBeNull();
  });

  it('claims none for a page without a text hash', () => {
    renderNote({ [medicalReviewKey(TEXT_HASH)]: { data: review } }, { hashed: false });
    expect(screen.queryByText(/reviewed by/i)).toBeNull();
  });
});
