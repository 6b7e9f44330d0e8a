import { describe, expect, it } from 'vitest';
import { appointmentActions, appointmentSlice } from './appointment-slice';

const reduce = appointmentSlice.reducer;
const initial = reduce(undefined, { type: 'init' });
const first = { _id: '1', date: '2026-11-22' };
const second = { _id: '2', date: '2026-11-23' };

describe('appointment slice (product §4)', () => {
  it('starts empty and idle', () => {
    expect(initial).toEqual({
      appointments: [],
      appointmentsByDate: [],
      appointment: null,
      hospitalVisitAppointments: [],
      loading: false,
      error: null,
    });
  });

  it('a request sets loading and clears the error; success stores data and stops loading', () => {
    let state = reduce(initial, appointmentActions.appointmentFailure('x'));
    state = reduce(state, appointmentActions.appointmentRequest());
    expect(state).toMatchObject({ loading: true, error: null });
    state = reduce(state, appointmentActions.fetchAppointmentsSuccess([first]));
    expect(state).toMatchObject({ loading: false, appointments: [first] });
  });

  it('each success fills its own field', () => {
    let state = reduce(initial, appointmentActions.fetchAppointmentsByDateSuccess([second]));
    state = reduce(state, appointmentActions.fetchAppointmentSuccess(first));
    state = reduce(
      state,
      appointmentActions.fetchHospitalVisitAppointmentsSuccess([first, second]),
    );
    expect(state.appointmentsByDate).toEqual([second]);
    expect(state.appointment).toEqual(first);
    expect(state.hospitalVisitAppointments).toEqual([first, second]);
    expect(state.appointments).toEqual([]);
  });

  it('add appends to the list', () => {
    let state = reduce(initial, appointmentActions.fetchAppointmentsSuccess([first]));
    state = reduce(state, appointmentActions.addAppointmentSuccess(second));
    expect(state.appointments).toEqual([first, second]);
  });

  it('a failure stores the error', () => {
    const state = reduce(
      reduce(initial, appointmentActions.appointmentRequest()),
      appointmentActions.appointmentFailure('Slot taken'),
    );
    expect(state).toMatchObject({ loading: false, error: 'Slot taken' });
  });
});
