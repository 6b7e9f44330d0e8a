/**
 * A medical review in force (issue 44, decision 0081): a medical reviewer read a page's text, the
 * text whose hash the page's manifest entry carries (`structuredData.textHash`), and signed it off.
 * The API answers it at `medicalReviewKey(textHash)` only while that text is what it covers and
 * its next review is not past; otherwise `null`, and the page claims no review.
 */
export interface MedicalReviewInForce {
  readonly reviewer: {
    readonly name: string;
    /** Medical council registration, when the record has one (reviews carried over from 0042). */
    readonly registration?: string;
  };
  /** Clinic day (YYYY-MM-DD) of the review. */
  readonly reviewedOn: string;
  /** Clinic day after which the review is no longer claimed. */
  readonly nextReviewDue: string;
}

/** A page whose next review falls within the days asked (`GET /medical-reviews/due`). */
export interface MedicalReviewDue {
  readonly path: string;
  readonly textHash: string;
  readonly reviewer: string;
  readonly reviewedOn: string;
  readonly nextReviewDue: string;
}

/**
 * The public read of the review in force for a text, as a path under /api/v1: a medical page
 * lists it in its manifest `data`, so the server renders the page with the answer and the
 * browser's SWR reads the same key.
 */
export const medicalReviewKey = (textHash: string): string => `/medical-reviews/${textHash}`;

/** A sha-256 in hex: what `textHash` is. */
export const TEXT_HASH_PATTERN = /^[0-9a-f]{64}$/;
