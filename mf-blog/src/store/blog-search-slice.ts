import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/**
 * What a visitor typed into the blog search. Kept in the store rather than the component so it
 * survives the trip to a blog and back.
 */
export const blogSearchSlice = createSlice({
  name: 'blogSearch',
  initialState: { query: '' },
  reducers: {
    setBlogQuery(state, action: PayloadAction<string>) {
      state.query = action.payload;
    },
  },
});

export const blogSearchActions = blogSearchSlice.actions;
