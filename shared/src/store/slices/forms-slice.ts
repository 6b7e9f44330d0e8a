import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { FormSubmission } from '../../entities/form-submission';
import { removeById, requestReducers, type RequestStatus } from '../request-status';

export interface FormsState extends RequestStatus {
  forms: FormSubmission[];
}

const initialState: FormsState = { loading: false, forms: [], error: null };

/** Enquiry submissions as staff see them in the dashboard. */
export const formsSlice = createSlice({
  name: 'form',
  initialState,
  reducers: {
    formsRequest: requestReducers.request,
    formsFailure: requestReducers.failure,
    fetchFormsSuccess(state, action: PayloadAction<FormSubmission[]>) {
      state.loading = false;
      state.forms = action.payload;
    },
    deleteFormSuccess(state, action: PayloadAction<string>) {
      state.loading = false;
      state.forms = removeById(state.forms, action.payload);
    },
  },
});

export const formsActions = formsSlice.actions;
