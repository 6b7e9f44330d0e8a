import { fallbackMessages } from '@clinic/contracts/copy/fallback-messages';
import type { FormSubmission } from '@clinic/contracts/entities/form-submission';
import { createAppSlice } from './create-app-slice';
import {
  addRequestStatusCases,
  removeById,
  type RequestStatus,
} from '@clinic/browser-kit/store/request-status';
import { staffThunk } from './staff-thunk';

export interface FormsState extends RequestStatus {
  forms: FormSubmission[];
}

const initialState: FormsState = { loading: false, forms: [], error: null };

/** Enquiry submissions as staff see them in the dashboard. */
export const formsSlice = createAppSlice({
  name: 'form',
  initialState,
  reducers: (create) => ({
    /** Enquiries are personal data: even the list is read with the staff token. */
    fetchForms: create.asyncThunk(
      staffThunk({
        fallback: fallbackMessages.fetchForms,
        send: async (_: void, client) =>
          (await client.request<{ data: FormSubmission[] }>('/forms')).data,
      }),
      {
        fulfilled(state, { payload }) {
          state.forms = payload;
        },
      },
    ),
    deleteForm: create.asyncThunk(
      staffThunk({
        fallback: fallbackMessages.deleteForm,
        send: async (id: string, client) => {
          await client.request(`/form/${encodeURIComponent(id)}`, { method: 'DELETE' });
          return id;
        },
        successToast: () => 'Submission deleted',
      }),
      {
        fulfilled(state, { payload }) {
          state.forms = removeById(state.forms, payload);
        },
      },
    ),
  }),
  extraReducers: (builder) => addRequestStatusCases(builder, 'form'),
});

export const { fetchForms, deleteForm } = formsSlice.actions;
