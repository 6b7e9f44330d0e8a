import { useEffect, useReducer } from 'react';
import { enquiryPopupReducer } from './enquiry-popup-state';
import {
  ENQUIRY_POPUP_DELAY_MS,
  ENQUIRY_POPUP_SCROLL_PX,
  ENQUIRY_POPUP_SEEN_KEY,
  ENQUIRY_THANK_YOU_MS,
} from './enquiry-popup-timing';
import { loadEnquiryFormEarly } from './lazy-enquiry-form';

// Storage can be switched off or full (private windows): then the popup simply may come again.
function seenThisVisit(): boolean {
  try {
    return sessionStorage.getItem(ENQUIRY_POPUP_SEEN_KEY) !== null;
  } catch {
    return false;
  }
}

function markSeen(): void {
  try {
    sessionStorage.setItem(ENQUIRY_POPUP_SEEN_KEY, '1');
  } catch {
    // See above.
  }
}

/**
 * When the enquiry popup shows (product §2, §4): 7 s after the first scroll past 100 px, once per
 * visit; after a send, the thank-you for 2 s. Storage and scroll are read in effects only, so the
 * server's HTML never holds the popup.
 */
export function useEnquiryPopup() {
  const [phase, dispatch] = useReducer(enquiryPopupReducer, 'waiting');

  useEffect(() => {
    if (phase !== 'waiting' || seenThisVisit()) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onScroll = () => {
      if (window.scrollY <= ENQUIRY_POPUP_SCROLL_PX) return;
      window.removeEventListener('scroll', onScroll);
      loadEnquiryFormEarly();
      timer = setTimeout(() => {
        markSeen();
        dispatch({ type: 'appeared' });
      }, ENQUIRY_POPUP_DELAY_MS);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    // A visitor who scrolled before the page was live has made the first scroll already.
    onScroll();
    return () => {
      window.removeEventListener('scroll', onScroll);
      clearTimeout(timer);
    };
  }, [phase]);

  useEffect(() => {
    if (phase !== 'thanks') return;
    const timer = setTimeout(() => dispatch({ type: 'closed' }), ENQUIRY_THANK_YOU_MS);
    return () => clearTimeout(timer);
  }, [phase]);

  return {
    phase,
    sent: () => dispatch({ type: 'sent' }),
    close: () => dispatch({ type: 'closed' }),
  };
}
