import { apiRequest } from '@clinic/browser-kit/api/api-client';
import { ApiError } from '@clinic/browser-kit/api/api-error';
import { fallbackMessages } from '@clinic/contracts/copy/fallback-messages';
import { tokenStorage } from '@clinic/browser-kit/api/token-storage';
import type { LoginAnswer } from '@clinic/contracts/entities/staff-user';
import type { SignInInput } from '@clinic/contracts/schemas/sign-in';
import type { AppDispatch } from '@clinic/browser-kit/store/make-store';
import { userActions } from '../../store/user-slice';

/**
 * Product §4 "User": loading on the request, authenticated with the user on success (the token is
 * kept under `Bearer`, product §6), the error and unauthenticated on failure. Resolves true on success.
 */
export function signIn(input: Required<SignInInput>) {
  return async (dispatch: AppDispatch): Promise<boolean> => {
    dispatch(userActions.signInRequest());
    try {
      const { token, user } = await apiRequest<LoginAnswer>('/login', {
        method: 'POST',
        body: input,
        fallbackMessage: fallbackMessages.login,
      });
      tokenStorage.set(token);
      dispatch(userActions.signInSuccess(user));
      return true;
    } catch (error) {
      const message = error instanceof ApiError ? error.message : fallbackMessages.login;
      dispatch(userActions.signInFailure(message));
      return false;
    }
  };
}
