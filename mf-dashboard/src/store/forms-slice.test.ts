import { describe, expect, it } from 'vitest';
import type { FormSubmission } from '@clinic/contracts/entities/form-submission';
import { deleteForm, fetchForms, formsSlice } from './forms-slice';

const reduce = formsSlice.reducer;
const initial = reduce(undefined, { type: 'init' });
const form = (id: string): FormSubmission => ({
  _id: id,
  name: 'Asha',
  phone: '9876543210',
  message: 'Cough',
  createdAt: '2026-11-22T10:00:00.000Z',
});

describe('forms slice (product §4: loading and error for every data area)', () => {
  it('a request sets loading and clears the error; fetch stores the list', () => {
    const failed = reduce(
      initial,
      fetchForms.rejected(null, 'r', undefined, 'Failed to fetch forms'),
    );
    const requesting = reduce(failed, fetchForms.pending('r'));
    expect(requesting).toMatchObject({ loading: true, error: null });
    expect(reduce(requesting, fetchForms.fulfilled([form('a'), form('b')], 'r'))).toEqual({
      loading: false,
      error: null,
      forms: [form('a'), form('b')],
    });
  });

  it('delete removes the matching _id and clears loading', () => {
    let state = reduce(initial, fetchForms.fulfilled([form('a'), form('b')], 'r'));
    state = reduce(reduce(state, fetchForms.pending('r')), deleteForm.fulfilled('a', 'r', 'a'));
    expect(state).toMatchObject({ loading: false, forms: [form('b')] });
  });

  it('failure stores the message, clears loading and keeps the list', () => {
    const listed = reduce(initial, fetchForms.fulfilled([form('a')], 'r'));
    const state = reduce(
      reduce(listed, fetchForms.pending('r')),
      fetchForms.rejected(null, 'r', undefined, 'Failed to delete form'),
    );
    expect(state).toEqual({ loading: false, error: 'Failed to delete form', forms: [form('a')] });
  });
});
