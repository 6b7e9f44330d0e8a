import { fallbackMessages } from '@clinic/contracts/copy/fallback-messages';
import type { SocialLink } from '@clinic/contracts/entities/link';
import type { SocialLinkInput } from '@clinic/contracts/schemas/social-link';
import {
  type CacheThunk,
  deleteFromList,
  invalidatesOnSuccess,
  listRead,
  onceDone,
} from '../../api/list-endpoints';
import { staffApi } from '../../api/staff-api';

const linkPath = (id: string) => `/social-links/${encodeURIComponent(id)}`;

/** Product §4 "Links": add puts the new link first; delete removes the matching _id. */
export const linksApi = staffApi.injectEndpoints({
  endpoints: (build) => ({
    /** The list is public: it is read without the token. */
    getLinks: build.query<SocialLink[], void>(
      listRead<SocialLink>({
        path: '/social-links',
        anonymous: true,
        fallback: fallbackMessages.fetchLinks,
        tag: 'Link',
      }),
    ),
    addLink: build.mutation<SocialLink, SocialLinkInput>({
      query: (input) => ({
        path: '/social-links',
        method: 'POST',
        body: input,
        fallback: fallbackMessages.createLink,
        successToast: 'Link added',
      }),
      transformResponse: (answer: { data: { data: SocialLink } }) => answer.data.data,
      onQueryStarted: (_, { dispatch, queryFulfilled }) =>
        onceDone(queryFulfilled, (added) =>
          dispatch(
            linksApi.util.updateQueryData('getLinks', undefined, (links) => [added, ...links]),
          ),
        ),
      invalidatesTags: invalidatesOnSuccess('Link'),
    }),
    deleteLink: build.mutation<void, string>(
      deleteFromList(
        {
          path: linkPath,
          fallback: fallbackMessages.deleteLink,
          successToast: 'Link deleted',
          tags: ['Link'],
        },
        (recipe): CacheThunk => linksApi.util.updateQueryData('getLinks', undefined, recipe),
      ),
    ),
  }),
});

export const { useGetLinksQuery, useAddLinkMutation, useDeleteLinkMutation } = linksApi;
