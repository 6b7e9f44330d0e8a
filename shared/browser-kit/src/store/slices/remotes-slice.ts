import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/**
 * Which remotes have run in this page (the shell's loader says so, for diagnostics and tests).
 * Dispatching `remoteLoaded` right after a remote's slices are injected also gives those slices
 * their initial state at once.
 */
export const remotesSlice = createSlice({
  name: 'remotes',
  initialState: { loaded: [] as string[] },
  reducers: {
    remoteLoaded(state, action: PayloadAction<string>) {
      if (!state.loaded.includes(action.payload)) state.loaded.push(action.payload);
    },
  },
});

export const remotesActions = remotesSlice.actions;
