import { useEffect } from 'react';
import { announcePageLive } from '../start/page-live';

/**
 * Rendered last inside a page's region (beside the page, its fallback, or the not-found page): it
 * commits only when the region has hydrated, and then tells the starter the page is live.
 */
export function PageLiveSignal() {
  useEffect(announcePageLive, []);
  return null;
}
