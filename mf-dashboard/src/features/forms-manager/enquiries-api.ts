import { fallbackMessages } from '@clinic/shared/api/fallback-messages';
import type { FormSubmission } from '@clinic/shared/entities/form-submission';
import { type CacheThunk, deleteFromList, listRead } from '../../api/list-endpoints';
import { staffApi } from '../../api/staff-api';

/** Enquiry submissions as staff see them. They are personal data: even the list needs the token. */
export const enquiriesApi = staffApi.injectEndpoints({
  endpoints: (build) => ({
    getEnquiries: build.query<FormSubmission[], void>(
      listRead<FormSubmission>({
        path: '/forms',
        fallback: fallbackMessages.fetchForms,
        tag: 'Enquiry',
      }),
    ),
    deleteEnquiry: build.mutation<void, string>(
      deleteFromList(
        {
          path: (id) => `/form/${encodeURIComponent(id)}`,
          fallback: fallbackMessages.deleteForm,
          successToast: 'Submission deleted',
          tags: ['Enquiry', 'UnseenEnquiries'],
        },
        (recipe): CacheThunk =>
          enquiriesApi.util.updateQueryData('getEnquiries', undefined, recipe),
      ),
    ),
  }),
});

export const { useGetEnquiriesQuery, useDeleteEnquiryMutation } = enquiriesApi;
