import { useCallback, useEffect } from 'react';
import { useSWRConfig } from 'swr';
import { useAppDispatch } from '@clinic/browser-kit/store/hooks';
import { staffRequest } from '../../store/staff-request';
import { useStaffQuery } from '../auth/use-staff-query';

export const UNSEEN_ENQUIRIES_KEY = '/forms/unseen-count';
/** The badge is asked again this often while the dashboard is open (and on every page change). */
export const UNSEEN_REFRESH_MS = 60_000;

/**
 * Enquiries that arrived since this staff account last opened Forms (product §10.11), asked again
 * every minute. `refresh` asks at once, past SWR's de-duplication: the sidebar calls it on every
 * page change, which may come a moment after the last answer.
 */
export function useUnseenEnquiries(): { count: number | undefined; refresh: () => void } {
  const { data, mutate } = useStaffQuery<{ count: number }>(
    UNSEEN_ENQUIRIES_KEY,
    'Failed to fetch new enquiries',
    // Requests under way are shared, but an answer is never reused: a minute's tick that falls
    // just after a page change must still ask.
    { refreshInterval: UNSEEN_REFRESH_MS, revalidateOnMount: false, dedupingInterval: 0 },
  );
  const refresh = useCallback(() => void mutate(), [mutate]);
  return { count: data?.count, refresh };
}

/**
 * Tells the server this account has opened Forms, then clears the badge. Setting the count
 * without asking again also makes SWR drop an older request still under way, so the badge never
 * shows the count from before the visit.
 */
export function useMarkEnquiriesSeen(): void {
  const dispatch = useAppDispatch();
  const { mutate } = useSWRConfig();
  useEffect(() => {
    staffRequest(dispatch, '/forms/seen', {
      method: 'POST',
      fallbackMessage: 'Failed to mark enquiries as seen',
    })
      .then(() => mutate(UNSEEN_ENQUIRIES_KEY, { count: 0 }, { revalidate: false }))
      // The badge simply stays until the next visit; nothing the user asked for failed.
      .catch(() => undefined);
  }, [dispatch, mutate]);
}

/** "1 new enquiry", "3 new enquiries": the badge's words for screen readers. */
export const unseenLabel = (count: number): string =>
  `${count} new ${count === 1 ? 'enquiry' : 'enquiries'}`;
