import { useEffect } from 'react';
import { frameLive, pageLive } from '../start/page-live';

interface Props {
  /** Beside a page region that hydrates after the frame: it says the frame is live, not the page. */
  frameOnly?: boolean;
}

/**
 * Rendered last inside a page's region (beside the page, its fallback, or the not-found page): it
 * commits only when the region has hydrated, and then tells the starter the page is live.
 */
export function PageLiveSignal({ frameOnly = false }: Props) {
  useEffect(() => (frameOnly ? frameLive : pageLive).announce(), [frameOnly]);
  return null;
}
