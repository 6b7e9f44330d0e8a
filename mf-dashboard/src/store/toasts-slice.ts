import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export type ToastKind = 'success' | 'failure';

export interface Toast {
  readonly id: number;
  readonly kind: ToastKind;
  readonly message: string;
}

export interface ToastsState {
  toasts: Toast[];
  nextId: number;
}

const initialState: ToastsState = { toasts: [], nextId: 1 };

/**
 * Short success and failure notices (the dashboard's, product §8.2). Any feature
 * dispatches `showToast`; the dashboard layout renders and dismisses them.
 */
export const toastsSlice = createSlice({
  name: 'toasts',
  initialState,
  reducers: {
    showToast: {
      reducer(state, action: PayloadAction<{ kind: ToastKind; message: string }>) {
        state.toasts.push({ id: state.nextId, ...action.payload });
        state.nextId += 1;
      },
      prepare: (kind: ToastKind, message: string) => ({ payload: { kind, message } }),
    },
    dismissToast(state, action: PayloadAction<number>) {
      state.toasts = state.toasts.filter((toast) => toast.id !== action.payload);
    },
  },
});

export const { showToast, dismissToast } = toastsSlice.actions;
