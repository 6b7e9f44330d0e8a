import { describe, expect, it } from 'vitest';
import { dismissToast, showToast, toastsSlice } from './toasts-slice';

const reduce = toastsSlice.reducer;
const initial = reduce(undefined, { type: 'init' });

describe('toasts slice', () => {
  it('shows toasts in order with ids never reused, and dismisses one by id', () => {
    let state = reduce(initial, showToast('success', 'Link added'));
    state = reduce(state, showToast('failure', 'Failed to delete link'));
    expect(state.toasts).toEqual([
      { id: 1, kind: 'success', message: 'Link added' },
      { id: 2, kind: 'failure', message: 'Failed to delete link' },
    ]);
    state = reduce(state, dismissToast(1));
    state = reduce(state, showToast('success', 'Link deleted'));
    expect(state.toasts.map((toast) => toast.id)).toEqual([2, 3]);
  });

  it('ignores dismissing a toast that is already gone', () => {
    const state = reduce(reduce(initial, showToast('success', 'x')), dismissToast(99));
    expect(state.toasts).toHaveLength(1);
  });
});
