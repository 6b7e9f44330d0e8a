import { createApi } from '@reduxjs/toolkit/query/react';
import { staffBaseQuery } from './staff-base-query';

/**
 * Every staff read and change of the dashboard, in one RTK Query API (decision 0038). Features
 * add their endpoints with `injectEndpoints`; the tags say what a change makes stale, so a change
 * refetches exactly the lists it affects.
 */
const tagTypes = [
  'Blog',
  'Revision',
  'DeletedBlog',
  'PreviewLink',
  'Link',
  'Enquiry',
  'NewEnquiries',
  'EditorDraft',
  'Session',
  'Staff',
  'Audit',
  'Release',
  'ReviewDue',
] as const;

/** What a list provides and a change invalidates. */
export type StaffTag = (typeof tagTypes)[number];

export const staffApi = createApi({
  reducerPath: 'staffApi',
  baseQuery: staffBaseQuery,
  tagTypes,
  // Every page asks again when it is opened: another staff member may have changed the list.
  refetchOnMountOrArgChange: true,
  endpoints: () => ({}),
});
