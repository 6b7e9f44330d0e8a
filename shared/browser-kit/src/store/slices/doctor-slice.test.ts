import { describe, expect, it } from 'vitest';
import { doctorActions, doctorSlice } from './doctor-slice';

const reduce = doctorSlice.reducer;
const initial = reduce(undefined, { type: 'init' });
const a = { _id: 'a', name: 'A' };
const b = { _id: 'b', name: 'B' };

describe('doctor slice (product §4)', () => {
  it('a request sets loading and clears the error', () => {
    const failed = reduce(initial, doctorActions.doctorFailure('boom'));
    const next = reduce(failed, doctorActions.doctorRequest());
    expect(next.loading).toBe(true);
    expect(next.error).toBeNull();
  });

  it('fetch all, fetch available and get by id replace their own collection', () => {
    let state = reduce(initial, doctorActions.fetchDoctorsSuccess([a]));
    state = reduce(state, doctorActions.fetchAvailableDoctorsSuccess([b]));
    state = reduce(state, doctorActions.getDoctorSuccess(b));
    expect(state.doctors).toEqual([a]);
    expect(state.availableDoctors).toEqual([b]);
    expect(state.doctor).toEqual(b);
    state = reduce(state, doctorActions.fetchDoctorsSuccess([b]));
    expect(state.doctors).toEqual([b]);
  });

  it('add appends, update replaces by _id, delete removes by _id and clears loading', () => {
    let state = reduce(initial, doctorActions.fetchDoctorsSuccess([a]));
    state = reduce(state, doctorActions.addDoctorSuccess(b));
    expect(state.doctors.map((d) => d._id)).toEqual(['a', 'b']);
    state = reduce(state, doctorActions.updateDoctorSuccess({ _id: 'a', name: 'A2' }));
    expect(state.doctors).toEqual([{ _id: 'a', name: 'A2' }, b]);
    state = reduce(state, doctorActions.doctorRequest());
    state = reduce(state, doctorActions.deleteDoctorSuccess('a'));
    expect(state.doctors).toEqual([b]);
    expect(state.loading).toBe(false);
  });

  it('a failure stores the error and stops loading', () => {
    const state = reduce(
      reduce(initial, doctorActions.doctorRequest()),
      doctorActions.doctorFailure('No doctors'),
    );
    expect(state).toMatchObject({ loading: false, error: 'No doctors' });
  });
});
