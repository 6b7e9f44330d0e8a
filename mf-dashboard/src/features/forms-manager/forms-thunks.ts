import { fallbackMessages } from '@clinic/shared/api/fallback-messages';
import type { FormSubmission } from '@clinic/shared/entities/form-submission';
import type { AppDispatch } from '@clinic/shared/store/make-store';
import { formsActions } from '@clinic/shared/store/slices/forms-slice';
import { staffRequest } from '@clinic/shared/store/staff-request';
import { runStaffAction } from '../toasts/staff-action';

/** Enquiries are personal data: GET /forms sends the staff token (GUIDE §1). */
export function fetchForms() {
  return async (dispatch: AppDispatch): Promise<void> => {
    await runStaffAction(dispatch, {
      start: formsActions.formsRequest,
      call: () =>
        staffRequest<{ data: FormSubmission[] }>(dispatch, '/forms', {
          fallbackMessage: fallbackMessages.fetchForms,
        }),
      succeeded: (answer) => formsActions.fetchFormsSuccess(answer.data),
      fallbackMessage: fallbackMessages.fetchForms,
      failed: formsActions.formsFailure,
    });
  };
}

/** Deletes a submission (with the token), then refetches the list. */
export function deleteForm(id: string) {
  return (dispatch: AppDispatch): Promise<boolean> =>
    runStaffAction(dispatch, {
      start: formsActions.formsRequest,
      call: () =>
        staffRequest(dispatch, `/form/${encodeURIComponent(id)}`, {
          method: 'DELETE',
          fallbackMessage: fallbackMessages.deleteForm,
        }),
      succeeded: () => formsActions.deleteFormSuccess(id),
      successMessage: 'Submission deleted',
      fallbackMessage: fallbackMessages.deleteForm,
      failed: formsActions.formsFailure,
      refetch: fetchForms,
    });
}
