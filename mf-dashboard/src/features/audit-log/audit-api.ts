import type { AuditEntry } from '@clinic/contracts/entities/audit-entry';
import { staffApi } from '../../api/staff-api';

export interface AuditFilters {
  actor: string;
  action: string;
}

/** The owner's Audit page: `GET /audit`, newest first, filtered on the server. */
export const auditApi = staffApi.injectEndpoints({
  endpoints: (build) => ({
    getAudit: build.query<AuditEntry[], AuditFilters>({
      query: ({ actor, action }) => {
        const query = new URLSearchParams({ limit: '200' });
        if (actor) query.set('actor', actor);
        if (action) query.set('action', action);
        return { path: `/audit?${query}`, fallback: 'Failed to fetch the audit log' };
      },
      transformResponse: (answer: { data: AuditEntry[] }) => answer.data,
      providesTags: ['Audit'],
    }),
  }),
});

export const { useGetAuditQuery } = auditApi;
