import { useMemo } from 'react';
import type { EditorDraft } from '@clinic/contracts/schemas/editor-draft';
import { invalidatesOnSuccess } from '../../../api/list-endpoints';
import { staffApi } from '../../../api/staff-api';
import type { BlogFormValues } from '../blog-form-values';
import { browserDraftId, type KeptCopy } from './kept-copy';

/**
 * The id of the blog being edited, or `new-<this browser>`: one draft per blog and staff
 * account, and per browser for a blog not yet created.
 */
export const draftKey = (blogId: string | undefined) => blogId ?? `new-${browserDraftId()}`;

/**
 * The editor's autosave on the server (`/editor-drafts`). Quiet: the editor says "Saving…",
 * "Saved" or "Not saved: offline, kept on this device" itself, and a toast every two seconds
 * would drown the page.
 */
export const editorDraftsApi = staffApi.injectEndpoints({
  endpoints: (build) => ({
    getEditorDrafts: build.query<EditorDraft[], void>({
      query: () => ({ path: '/editor-drafts', fallback: 'Failed to fetch drafts', quiet: true }),
      transformResponse: (answer: { data: EditorDraft[] }) => answer.data,
      providesTags: ['EditorDraft'],
    }),
    saveEditorDraft: build.mutation<
      EditorDraft,
      { blogId?: string; values: Omit<BlogFormValues, 'chosenImage'> }
    >({
      query: ({ blogId, values }) => ({
        path: `/editor-drafts/${draftKey(blogId)}`,
        method: 'PUT',
        body: { values },
        fallback: 'Not saved',
        quiet: true,
      }),
      transformResponse: (answer: { data: EditorDraft }) => answer.data,
    }),
    deleteEditorDraft: build.mutation<void, string | undefined>({
      query: (blogId) => ({
        path: `/editor-drafts/${draftKey(blogId)}`,
        method: 'DELETE',
        fallback: 'Failed to delete the draft',
        quiet: true,
      }),
      invalidatesTags: invalidatesOnSuccess('EditorDraft'),
    }),
  }),
});

export const { useGetEditorDraftsQuery, useSaveEditorDraftMutation, useDeleteEditorDraftMutation } =
  editorDraftsApi;

/** This blog's draft as the server kept it (autosave), in the shape of a browser copy. */
export function useServerCopy(blogId: string | undefined): KeptCopy | null {
  const { data: drafts } = editorDraftsApi.useGetEditorDraftsQuery();
  const draft = drafts?.find((entry) => entry.key === draftKey(blogId));
  // One object per answer: the editor compares it to decide whether it is new.
  return useMemo(
    () =>
      draft
        ? {
            ...(blogId && { blogId }),
            values: draft.values as Omit<BlogFormValues, 'chosenImage'>,
            imageLeftOut: false,
            keptAt: draft.savedAt,
            fromServer: true,
          }
        : null,
    [draft, blogId],
  );
}
