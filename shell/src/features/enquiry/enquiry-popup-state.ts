/**
 * The popup's life in one visit (product §4): waiting for the scroll and the delay, open, the
 * thank-you after a send, then done for good (closed by the visitor, or after the thank-you).
 */
export type EnquiryPopupPhase = 'waiting' | 'open' | 'thanks' | 'done';

export type EnquiryPopupAction = { type: 'appeared' } | { type: 'sent' } | { type: 'closed' };

export function enquiryPopupReducer(
  phase: EnquiryPopupPhase,
  action: EnquiryPopupAction,
): EnquiryPopupPhase {
  switch (action.type) {
    case 'appeared':
      return phase === 'waiting' ? 'open' : phase;
    case 'sent':
      return phase === 'open' ? 'thanks' : phase;
    case 'closed':
      return phase === 'open' || phase === 'thanks' ? 'done' : phase;
  }
}

/** On screen: the form, or the thank-you. */
export const isPopupShown = (phase: EnquiryPopupPhase) => phase === 'open' || phase === 'thanks';
