import { useEffect } from 'react';
import { tokenStorage } from '@clinic/shared/api/token-storage';
import { onceDone } from '../../api/list-endpoints';
import { staffApi } from '../../api/staff-api';

/** The badge is asked again this often while the dashboard is open (and on every page change). */
export const UNSEEN_REFRESH_MS = 60_000;

/** Enquiries that arrived since this staff account last opened Forms (product §10.11). */
const unseenApi = staffApi.injectEndpoints({
  endpoints: (build) => ({
    getUnseenEnquiries: build.query<{ count: number }, void>({
      query: () => ({
        path: '/forms/unseen-count',
        fallback: 'Failed to fetch new enquiries',
        // A badge that could not be counted says nothing; a toast would interrupt for no task.
        quiet: true,
      }),
      providesTags: ['UnseenEnquiries'],
    }),
    /** Tells the server this account has opened Forms; the badge then shows none. */
    markEnquiriesSeen: build.mutation<unknown, void>({
      query: () => ({
        path: '/forms/seen',
        method: 'POST',
        fallback: 'Failed to mark enquiries as seen',
        quiet: true,
      }),
      onQueryStarted: (_, { dispatch, queryFulfilled }) =>
        onceDone(queryFulfilled, () =>
          dispatch(unseenApi.util.upsertQueryData('getUnseenEnquiries', undefined, { count: 0 })),
        ),
    }),
  }),
});

/**
 * The badge's count, asked when the layout mounts (it mounts again on every dashboard page) and
 * every minute. Without a token (signing out) it is not asked.
 */
export function useUnseenEnquiries(): number | undefined {
  const { data } = unseenApi.useGetUnseenEnquiriesQuery(undefined, {
    pollingInterval: UNSEEN_REFRESH_MS,
    skip: !tokenStorage.get(),
  });
  return data?.count;
}

/** Opening Forms marks its enquiries seen; a failure leaves the badge until the next visit. */
export function useMarkEnquiriesSeen(): void {
  const [markSeen] = unseenApi.useMarkEnquiriesSeenMutation();
  useEffect(() => {
    void markSeen();
  }, [markSeen]);
}

/** "1 new enquiry", "3 new enquiries": the badge's words for screen readers. */
export const unseenLabel = (count: number): string =>
  `${count} new ${count === 1 ? 'enquiry' : 'enquiries'}`;
