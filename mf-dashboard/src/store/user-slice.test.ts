import { describe, expect, it } from 'vitest';
import { userActions, userSlice } from './user-slice';

const reduce = userSlice.reducer;
const initial = reduce(undefined, { type: 'init' });
const staff = {
  _id: 'u1',
  email: 'staff@clinic.test',
  name: 'Dr Test',
  role: 'owner' as const,
  medicalReviewer: true,
};

describe('user slice (product §4 "User")', () => {
  it('starts unauthenticated and loading until the stored session is checked', () => {
    expect(initial).toEqual({ user: null, isAuthenticated: false, loading: true, error: null });
    expect(reduce(initial, userActions.sessionMissing())).toMatchObject({
      loading: false,
      isAuthenticated: false,
    });
  });

  it('sign-in: loading on the request (clearing an old error), authenticated with the user on success', () => {
    const failed = reduce(initial, userActions.signInFailure('Login failed'));
    const requesting = reduce(failed, userActions.signInRequest());
    expect(requesting).toMatchObject({ loading: true, error: null, isAuthenticated: false });
    expect(reduce(requesting, userActions.signInSuccess(staff))).toEqual({
      user: staff,
      isAuthenticated: true,
      loading: false,
      error: null,
    });
  });

  it('failure stores the error and sets unauthenticated', () => {
    const signedIn = reduce(initial, userActions.signInSuccess(staff));
    expect(
      reduce(
        signedIn,
        userActions.signInFailure('Your session has expired. Please sign in again.'),
      ),
    ).toMatchObject({
      isAuthenticated: false,
      loading: false,
      error: 'Your session has expired. Please sign in again.',
    });
  });

  it('logout clears the user, the error and the authentication', () => {
    const signedIn = reduce(initial, userActions.signInSuccess(staff));
    expect(reduce(signedIn, userActions.logout())).toEqual({
      user: null,
      isAuthenticated: false,
      loading: false,
      error: null,
    });
  });
});
