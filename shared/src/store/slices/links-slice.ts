import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { SocialLink } from '../../entities/link';
import { removeById, requestReducers, type RequestStatus } from '../request-status';

export interface LinksState extends RequestStatus {
  links: SocialLink[];
}

const initialState: LinksState = { loading: false, links: [], error: null };

/** Spec §4 "Links": add puts the new link first; delete removes the matching _id. */
export const linksSlice = createSlice({
  name: 'links',
  initialState,
  reducers: {
    linksRequest: requestReducers.request,
    linksFailure: requestReducers.failure,
    fetchLinksSuccess(state, action: PayloadAction<SocialLink[]>) {
      state.loading = false;
      state.links = action.payload;
    },
    addLinkSuccess(state, action: PayloadAction<SocialLink>) {
      state.loading = false;
      state.links.unshift(action.payload);
    },
    deleteLinkSuccess(state, action: PayloadAction<string>) {
      state.loading = false;
      state.links = removeById(state.links, action.payload);
    },
  },
});

export const linksActions = linksSlice.actions;
