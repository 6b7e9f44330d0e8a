import { tokenStorage } from '@clinic/browser-kit/api/token-storage';
import { useVisiblePolling } from '../../api/person-activity';
import { staffApi } from '../../api/staff-api';

/** The badge is asked again this often while the dashboard is open (and on every page change). */
export const NEW_ENQUIRIES_REFRESH_MS = 60_000;

/** Enquiries nobody has contacted yet, whoever last looked: the Forms badge. */
export const newEnquiriesApi = staffApi.injectEndpoints({
  endpoints: (build) => ({
    getNewEnquiries: build.query<{ count: number }, void>({
      query: () => ({
        path: '/forms/new-count',
        fallback: 'Failed to fetch new enquiries',
        // A badge that could not be counted says nothing; a toast would interrupt for no task.
        quiet: true,
      }),
      providesTags: ['NewEnquiries'],
    }),
  }),
});

/**
 * The badge's count, asked when the layout mounts (it mounts again on every dashboard page), every
 * minute, and whenever an enquiry's status changes. Without a token (signing out), or for a role
 * without enquiries (`forEnquiries` false: the API would refuse it), it is not asked.
 */
export function useNewEnquiries(forEnquiries: boolean): number | undefined {
  const { data } = newEnquiriesApi.useGetNewEnquiriesQuery(undefined, {
    pollingInterval: useVisiblePolling(NEW_ENQUIRIES_REFRESH_MS, 'NewEnquiries'),
    skip: !forEnquiries || !tokenStorage.get(),
  });
  return data?.count;
}

/** "1 new enquiry", "3 new enquiries": the badge's words for screen readers. */
export const newEnquiriesLabel = (count: number): string =>
  `${count} new ${count === 1 ? 'enquiry' : 'enquiries'}`;
