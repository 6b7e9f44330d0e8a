import { useEffect } from 'react';
import { useSWRConfig } from 'swr';
import { useAppDispatch } from '@clinic/shared/store/hooks';
import { staffRequest } from '../auth/staff-request';
import { useStaffQuery } from '../auth/use-staff-query';

export const UNSEEN_ENQUIRIES_KEY = '/forms/unseen-count';
/** The badge is asked again this often while the dashboard is open (and on every page change). */
export const UNSEEN_REFRESH_MS = 60_000;

/** Enquiries that arrived since this staff account last opened Forms (issue 9 §8). */
export function useUnseenEnquiries(): number | undefined {
  const { data } = useStaffQuery<{ count: number }>(
    UNSEEN_ENQUIRIES_KEY,
    'Failed to fetch new enquiries',
    { refreshInterval: UNSEEN_REFRESH_MS },
  );
  return data?.count;
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
