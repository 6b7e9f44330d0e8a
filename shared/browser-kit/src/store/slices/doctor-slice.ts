import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { removeById, replaceById, requestReducers, type RequestStatus } from '../request-status';

/** Product §3 names only the id; the rest of a doctor record is not shown. */
export interface Doctor {
  _id: string;
  [field: string]: unknown;
}

export interface DoctorState extends RequestStatus {
  doctors: Doctor[];
  doctor: Doctor | null;
  availableDoctors: Doctor[];
}

const initialState: DoctorState = {
  loading: false,
  doctors: [],
  doctor: null,
  availableDoctors: [],
  error: null,
};

/** Reducers exactly as product §4; no UI or calls use them yet (docs/product.md shows none). */
export const doctorSlice = createSlice({
  name: 'doctor',
  initialState,
  reducers: {
    doctorRequest: requestReducers.request,
    doctorFailure: requestReducers.failure,
    fetchDoctorsSuccess(state, action: PayloadAction<Doctor[]>) {
      state.loading = false;
      state.doctors = action.payload;
    },
    fetchAvailableDoctorsSuccess(state, action: PayloadAction<Doctor[]>) {
      state.loading = false;
      state.availableDoctors = action.payload;
    },
    getDoctorSuccess(state, action: PayloadAction<Doctor>) {
      state.loading = false;
      state.doctor = action.payload;
    },
    addDoctorSuccess(state, action: PayloadAction<Doctor>) {
      state.loading = false;
      state.doctors.push(action.payload);
    },
    updateDoctorSuccess(state, action: PayloadAction<Doctor>) {
      state.loading = false;
      state.doctors = replaceById(state.doctors, action.payload);
    },
    deleteDoctorSuccess(state, action: PayloadAction<string>) {
      state.loading = false;
      state.doctors = removeById(state.doctors, action.payload);
    },
  },
});

export const doctorActions = doctorSlice.actions;
