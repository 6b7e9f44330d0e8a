import { fallbackMessages } from '@clinic/contracts/copy/fallback-messages';
import type { EnquiryRecord } from '@clinic/contracts/entities/form-submission';
import type { EnquiryUpdate } from '@clinic/contracts/schemas/enquiry-update';
import {
  type CacheThunk,
  changeAtOnce,
  deleteFromList,
  invalidatesOnSuccess,
  listRead,
} from '../../api/list-endpoints';
import { staffApi } from '../../api/staff-api';

/** Enquiries as staff see them in the inbox. They are personal data: even the list needs the token. */
export const enquiriesApi = staffApi.injectEndpoints({
  endpoints: (build) => ({
    getEnquiries: build.query<EnquiryRecord[], void>(
      listRead<EnquiryRecord>({
        path: '/forms',
        fallback: fallbackMessages.fetchForms,
        tag: 'Enquiry',
      }),
    ),
    /**
     * Marks an enquiry (Contacted, Closed, New again) or keeps a note. The list shows it at once;
     * a refusal puts it back and the toast says why. Others see it at their list's next refresh.
     */
    updateEnquiry: build.mutation<
      EnquiryRecord,
      { id: string; change: EnquiryUpdate; done: string }
    >({
      query: ({ id, change, done }) => ({
        path: `/form/${encodeURIComponent(id)}`,
        method: 'PATCH',
        body: change,
        fallback: 'Failed to update the enquiry',
        successToast: done,
      }),
      transformResponse: (answer: { data: EnquiryRecord }) => answer.data,
      onQueryStarted: ({ id, change }, api) =>
        changeAtOnce(
          api,
          (recipe): CacheThunk =>
            enquiriesApi.util.updateQueryData('getEnquiries', undefined, recipe),
          id,
          change,
        ),
      invalidatesTags: invalidatesOnSuccess('NewEnquiries'),
    }),
    /**
     * The inbox was opened: the server keeps when (per staff account) and answers the look
     * before, so the rows that arrived since can be marked. Quiet: the list works without it.
     */
    markEnquiriesSeen: build.mutation<{ seenAt: string; previousSeenAt: string | null }, void>({
      query: () => ({
        path: '/forms/seen',
        method: 'POST',
        fallback: 'Failed to note your visit',
        quiet: true,
      }),
    }),
    /**
     * The CSV was made here, from the list: the server records the export (how many rows) in the
     * audit log. Quiet: the file is already downloaded either way.
     */
    recordExport: build.mutation<void, number>({
      query: (count) => ({
        path: '/forms/exported',
        method: 'POST',
        body: { count },
        fallback: 'Failed to record the export',
        quiet: true,
      }),
    }),
    deleteEnquiry: build.mutation<void, string>(
      deleteFromList(
        {
          path: (id) => `/form/${encodeURIComponent(id)}`,
          fallback: fallbackMessages.deleteForm,
          successToast: 'Submission deleted',
          tags: ['Enquiry', 'NewEnquiries'],
        },
        (recipe): CacheThunk =>
          enquiriesApi.util.updateQueryData('getEnquiries', undefined, recipe),
      ),
    ),
  }),
});

export const {
  useGetEnquiriesQuery,
  useUpdateEnquiryMutation,
  useDeleteEnquiryMutation,
  useMarkEnquiriesSeenMutation,
  useRecordExportMutation,
} = enquiriesApi;
