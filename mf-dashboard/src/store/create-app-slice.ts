import { asyncThunkCreator, buildCreateSlice } from '@reduxjs/toolkit';

/**
 * `createSlice` with `create.asyncThunk`, so a slice declares its calls beside its state and the
 * toolkit dispatches their pending, fulfilled and rejected actions (redux-templates' createAppSlice).
 */
export const createAppSlice = buildCreateSlice({ creators: { asyncThunk: asyncThunkCreator } });
