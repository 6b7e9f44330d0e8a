/**
 * Medical reviews of the condition and procedure pages, as the clinic records them. A page says
 * "Medically reviewed by … on …" (and carries `reviewedBy`/`lastReviewed` in its JSON-LD) only
 * while a review here covers it and its `nextReviewDue` has not passed.
 *
 * The reviewer is named here, apart from `clinic.doctor.name`: replacing the sample doctor's name
 * must never turn a date into a claim that the real doctor reviewed a page. Empty as shipped: no
 * review has taken place, so the site shows none.
 */
export interface MedicalReview {
  /** What it covers: one page's path (`/COPD`), a menu group, or every medical page. */
  readonly covers: 'all' | 'Treatments' | 'Procedures' | `/${string}`;
  readonly reviewer: {
    readonly name: string;
    /** State or national medical council registration, e.g. "Haryana Medical Council 12345". */
    readonly registration: string;
  };
  /** ISO date (YYYY-MM-DD) the reviewer read and approved the text. */
  readonly reviewedOn: string;
  /** ISO date after which the page stops claiming the review. */
  readonly nextReviewDue: string;
}

export const medicalReviews: readonly MedicalReview[] = [];
