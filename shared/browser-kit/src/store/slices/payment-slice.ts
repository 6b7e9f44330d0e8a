import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { requestReducers, type RequestStatus } from '../request-status';

/** Payment fields are not shown in docs/product.md. */
export interface Payment {
  _id: string;
  [field: string]: unknown;
}

export interface PaymentState extends RequestStatus {
  payments: Payment[];
  payment: Payment | null;
}

const initialState: PaymentState = { payments: [], payment: null, loading: false, error: null };

/** Reducers exactly as product §4; payment is not shown, so nothing dispatches them yet. */
export const paymentSlice = createSlice({
  name: 'payment',
  initialState,
  reducers: {
    paymentRequest: requestReducers.request,
    paymentFailure: requestReducers.failure,
    fetchPaymentsSuccess(state, action: PayloadAction<Payment[]>) {
      state.loading = false;
      state.payments = action.payload;
    },
    fetchPaymentSuccess(state, action: PayloadAction<Payment>) {
      state.loading = false;
      state.payment = action.payload;
    },
    clearPayment: () => initialState,
  },
});

export const paymentActions = paymentSlice.actions;
