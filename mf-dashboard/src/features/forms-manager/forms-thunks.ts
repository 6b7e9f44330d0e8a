import { fallbackMessages } from '@clinic/shared/api/fallback-messages';
import type { FormSubmission } from '@clinic/shared/entities/form-submission';
import type { AppDispatch } from '@clinic/shared/store/make-store';
import { formsActions } from '@clinic/shared/store/slices/forms-slice';
import { showToast } from '@clinic/shared/store/slices/toasts-slice';
import { staffRequest } from '../auth/staff-request';
import { reportFailure } from '../toasts/report-failure';

/** Enquiries are personal data: GET /forms sends the staff token (GUIDE §1). */
export function fetchForms() {
  return async (dispatch: AppDispatch): Promise<void> => {
    dispatch(formsActions.formsRequest());
    try {
      const { data } = await staffRequest<{ data: FormSubmission[] }>(dispatch, '/forms', {
        fallbackMessage: fallbackMessages.fetchForms,
      });
      dispatch(formsActions.fetchFormsSuccess(data));
    } catch (error) {
      reportFailure(dispatch, error, fallbackMessages.fetchForms, formsActions.formsFailure);
    }
  };
}

/** Deletes a submission (with the token), then refetches the list. */
export function deleteForm(id: string) {
  return async (dispatch: AppDispatch): Promise<boolean> => {
    dispatch(formsActions.formsRequest());
    try {
      await staffRequest(dispatch, `/form/${encodeURIComponent(id)}`, {
        method: 'DELETE',
        fallbackMessage: fallbackMessages.deleteForm,
      });
      dispatch(formsActions.deleteFormSuccess(id));
      dispatch(showToast('success', 'Submission deleted'));
    } catch (error) {
      reportFailure(dispatch, error, fallbackMessages.deleteForm, formsActions.formsFailure);
      return false;
    }
    await dispatch(fetchForms());
    return true;
  };
}
