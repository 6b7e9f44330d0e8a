import { describe, expect, it } from 'vitest';
import { paymentActions, paymentSlice } from './payment-slice';

const reduce = paymentSlice.reducer;
const initial = reduce(undefined, { type: 'init' });
const receipt = { _id: 'p1', amount: 500 };

describe('payment slice (product §4)', () => {
  it('request, success and failure move loading and error as the spec says', () => {
    let state = reduce(initial, paymentActions.paymentRequest());
    expect(state).toMatchObject({ loading: true, error: null });
    state = reduce(state, paymentActions.fetchPaymentsSuccess([receipt]));
    expect(state).toMatchObject({ loading: false, payments: [receipt] });
    state = reduce(state, paymentActions.paymentFailure('Declined'));
    expect(state).toMatchObject({ loading: false, error: 'Declined', payments: [receipt] });
  });

  it('stores a single payment', () => {
    const state = reduce(initial, paymentActions.fetchPaymentSuccess(receipt));
    expect(state.payment).toEqual(receipt);
  });

  it('clear resets everything', () => {
    let state = reduce(initial, paymentActions.fetchPaymentsSuccess([receipt]));
    state = reduce(state, paymentActions.fetchPaymentSuccess(receipt));
    state = reduce(state, paymentActions.clearPayment());
    expect(state).toEqual(initial);
  });
});
