import type { StaffSession } from '@clinic/contracts/entities/staff-session';
import type { ChangePasswordInput } from '@clinic/contracts/schemas/change-password';
import { invalidatesOnSuccess, listRead } from '../../api/list-endpoints';
import { staffApi } from '../../api/staff-api';

/** The signed-in staff member's own account: sessions and password. */
export const accountApi = staffApi.injectEndpoints({
  endpoints: (build) => ({
    getSessions: build.query<StaffSession[], void>(
      listRead<StaffSession>({
        path: '/sessions',
        fallback: 'Failed to fetch your sessions',
        tag: 'Session',
      }),
    ),
    endSession: build.mutation<void, StaffSession>({
      query: (session) => ({
        path: `/sessions/${encodeURIComponent(session.id)}`,
        method: 'DELETE',
        fallback: 'Failed to sign out that session',
        successToast: `Signed out ${session.device}`,
      }),
      // Refetched even when it had already ended (404): the list then drops it.
      invalidatesTags: ['Session'],
    }),
    endOtherSessions: build.mutation<void, void>({
      query: () => ({
        path: '/sessions/sign-out-others',
        method: 'POST',
        fallback: 'Failed to sign out your other sessions',
        successToast: 'Other sessions signed out',
      }),
      invalidatesTags: invalidatesOnSuccess('Session'),
    }),
    /** Quiet: the form shows a refusal under the field it concerns, not in a toast. */
    changePassword: build.mutation<void, ChangePasswordInput>({
      query: (input) => ({
        path: '/account/password',
        method: 'PUT',
        body: input,
        fallback: 'Failed to change the password',
        successToast: 'Password changed. Your other sessions have been signed out.',
        quiet: true,
      }),
      invalidatesTags: invalidatesOnSuccess('Session'),
    }),
  }),
});

export const {
  useGetSessionsQuery,
  useEndSessionMutation,
  useEndOtherSessionsMutation,
  useChangePasswordMutation,
} = accountApi;
