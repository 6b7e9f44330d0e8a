import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { StaffUser } from '@clinic/contracts/entities/staff-user';

export interface UserState {
  user: StaffUser | null;
  isAuthenticated: boolean;
  /** True until the stored session has been checked, and while signing in. */
  loading: boolean;
  error: string | null;
}

const initialState: UserState = { user: null, isAuthenticated: false, loading: true, error: null };

/** Product §4 "User": loading on sign-in, authenticated on success, failure stores the error. */
export const userSlice = createSlice({
  name: 'user',
  initialState,
  reducers: {
    signInRequest(state) {
      state.loading = true;
      state.error = null;
    },
    signInSuccess(state, action: PayloadAction<StaffUser | null>) {
      state.loading = false;
      state.isAuthenticated = true;
      state.user = action.payload;
      state.error = null;
    },
    signInFailure(state, action: PayloadAction<string>) {
      state.loading = false;
      state.isAuthenticated = false;
      state.error = action.payload;
    },
    sessionMissing(state) {
      state.loading = false;
      state.isAuthenticated = false;
      state.user = null;
    },
    logout() {
      return { ...initialState, loading: false };
    },
  },
});

export const userActions = userSlice.actions;
