import { fallbackMessages } from '@clinic/contracts/copy/fallback-messages';
import type { SocialLink } from '@clinic/contracts/entities/link';
import type { SocialLinkInput } from '@clinic/contracts/schemas/social-link';
import { createAppSlice } from './create-app-slice';
import {
  addRequestStatusCases,
  removeById,
  type RequestStatus,
} from '@clinic/browser-kit/store/request-status';
import { staffThunk } from './staff-thunk';

export interface LinksState extends RequestStatus {
  links: SocialLink[];
}

const initialState: LinksState = { loading: false, links: [], error: null };

/** Product §4 "Links": add puts the new link first; delete removes the matching _id. */
export const linksSlice = createAppSlice({
  name: 'links',
  initialState,
  reducers: (create) => ({
    /** The list is public: it is read without the token. */
    fetchLinks: create.asyncThunk(
      staffThunk({
        fallback: fallbackMessages.fetchLinks,
        send: async (_: void, client) =>
          (await client.publicRequest<{ data: SocialLink[] }>('/social-links')).data,
      }),
      {
        fulfilled(state, { payload }) {
          state.links = payload;
        },
      },
    ),
    addLink: create.asyncThunk(
      staffThunk({
        fallback: fallbackMessages.createLink,
        send: async (input: SocialLinkInput, client) => {
          const answer = await client.request<{ data: { data: SocialLink } }>('/social-links', {
            method: 'POST',
            body: input,
          });
          return answer.data.data;
        },
        successToast: () => 'Link added',
      }),
      {
        fulfilled(state, { payload }) {
          state.links.unshift(payload);
        },
      },
    ),
    deleteLink: create.asyncThunk(
      staffThunk({
        fallback: fallbackMessages.deleteLink,
        send: async (id: string, client) => {
          await client.request(`/social-links/${encodeURIComponent(id)}`, { method: 'DELETE' });
          return id;
        },
        successToast: () => 'Link deleted',
      }),
      {
        fulfilled(state, { payload }) {
          state.links = removeById(state.links, payload);
        },
      },
    ),
  }),
  extraReducers: (builder) => addRequestStatusCases(builder, 'links'),
});

export const { fetchLinks, addLink, deleteLink } = linksSlice.actions;
