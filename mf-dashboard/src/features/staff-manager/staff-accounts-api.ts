import type { StaffAccount } from '@clinic/contracts/entities/staff-account';
import type { StaffRole } from '@clinic/contracts/entities/staff-user';
import type {
  AcceptStaffInviteInput,
  StaffInviteInput,
} from '@clinic/contracts/schemas/staff-invite';
import { invalidatesOnSuccess, listRead } from '../../api/list-endpoints';
import { staffApi } from '../../api/staff-api';

/** The owner's Staff page (issue 43): accounts, invitations, roles and deactivation. */
export const staffAccountsApi = staffApi.injectEndpoints({
  endpoints: (build) => ({
    getStaff: build.query<StaffAccount[], void>(
      listRead<StaffAccount>({
        path: '/staff',
        fallback: 'Failed to fetch the staff accounts',
        tag: 'Staff',
      }),
    ),
    /** Quiet: the form shows the link (shown this once) or the refusal itself. */
    inviteStaff: build.mutation<{ url: string }, StaffInviteInput>({
      query: (input) => ({
        path: '/staff/invites',
        method: 'POST',
        body: input,
        fallback: 'Failed to create the invitation',
        quiet: true,
      }),
      invalidatesTags: invalidatesOnSuccess('Audit'),
    }),
    changeStaff: build.mutation<
      unknown,
      { account: StaffAccount; role?: StaffRole; active?: boolean }
    >({
      query: ({ account, role, active }) => ({
        path: `/staff/${encodeURIComponent(account._id)}`,
        method: 'PATCH',
        body: { role, active },
        fallback: 'Failed to change the account',
        successToast:
          active === undefined
            ? `${account.name || account.email} is now ${roleLabel(role!)}`
            : `${account.name || account.email} ${active ? 'reactivated' : 'deactivated'}`,
      }),
      // Refused too (the last owner): the list shows again what the server keeps.
      invalidatesTags: ['Staff', 'Audit'],
    }),
    /** The invitee, not signed in: the token in the link is the credential. */
    acceptInvite: build.mutation<{ message: string }, AcceptStaffInviteInput & { token: string }>({
      query: ({ token, ...input }) => ({
        path: `/staff/invites/${encodeURIComponent(token)}`,
        method: 'POST',
        body: input,
        anonymous: true,
        quiet: true,
        fallback: 'Failed to accept the invitation',
      }),
    }),
  }),
});

const ROLE_LABELS: Record<StaffRole, string> = {
  owner: 'Owner',
  editor: 'Editor',
  'front-desk': 'Front desk',
};

/** "Front desk": a role as people say it. */
export const roleLabel = (role: StaffRole): string => ROLE_LABELS[role];

export const {
  useGetStaffQuery,
  useInviteStaffMutation,
  useChangeStaffMutation,
  useAcceptInviteMutation,
} = staffAccountsApi;
