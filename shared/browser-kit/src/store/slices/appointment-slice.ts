import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { requestReducers, type RequestStatus } from '../request-status';

/** Appointment fields are not shown in docs/product.md. */
export interface Appointment {
  _id: string;
  [field: string]: unknown;
}

export interface AppointmentState extends RequestStatus {
  appointments: Appointment[];
  appointmentsByDate: Appointment[];
  appointment: Appointment | null;
  hospitalVisitAppointments: Appointment[];
}

const initialState: AppointmentState = {
  appointments: [],
  appointmentsByDate: [],
  appointment: null,
  hospitalVisitAppointments: [],
  loading: false,
  error: null,
};

/** Reducers exactly as product §4; booking is not shown, so nothing dispatches them yet. */
export const appointmentSlice = createSlice({
  name: 'appointment',
  initialState,
  reducers: {
    appointmentRequest: requestReducers.request,
    appointmentFailure: requestReducers.failure,
    fetchAppointmentsSuccess(state, action: PayloadAction<Appointment[]>) {
      state.loading = false;
      state.appointments = action.payload;
    },
    fetchAppointmentsByDateSuccess(state, action: PayloadAction<Appointment[]>) {
      state.loading = false;
      state.appointmentsByDate = action.payload;
    },
    fetchAppointmentSuccess(state, action: PayloadAction<Appointment>) {
      state.loading = false;
      state.appointment = action.payload;
    },
    fetchHospitalVisitAppointmentsSuccess(state, action: PayloadAction<Appointment[]>) {
      state.loading = false;
      state.hospitalVisitAppointments = action.payload;
    },
    addAppointmentSuccess(state, action: PayloadAction<Appointment>) {
      state.loading = false;
      state.appointments.push(action.payload);
    },
  },
});

export const appointmentActions = appointmentSlice.actions;
