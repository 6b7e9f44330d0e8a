import { createSlice } from '@reduxjs/toolkit';
import {
  removeById,
  replaceById,
  type RequestStatus,
} from '@clinic/browser-kit/store/request-status';

/** What a slice reads of an RTK Query endpoint: its lifecycle actions (`api.endpoints.X.match…`). */
interface Lifecycle<Payload, Arg> {
  matchPending(action: unknown): action is { meta: { arg: { originalArgs: Arg } } };
  matchFulfilled(action: unknown): action is {
    payload: Payload;
    meta: { arg: { originalArgs: Arg } };
  };
  matchRejected(action: unknown): action is {
    payload?: unknown;
    error: { message?: string };
    meta: { condition?: boolean };
  };
}

export type ListMirrorState<Key extends string, Item> = RequestStatus & Record<Key, Item[]>;

interface ListMirror<Name extends string, Key extends string, Item extends { _id: string }> {
  /** The slice's name, as product §4 names it (the store's key). */
  name: Name;
  /** The list's key in the slice (`links`, `forms`, `blogs`). */
  key: Key;
  /** The endpoint that reads the whole list. */
  read: Lifecycle<Item[], void>;
  /** Changes whose answer is one saved item: it replaces the item of that `_id`, or goes first. */
  saved?: Lifecycle<Item, unknown>[];
  /** Changes whose argument is the `_id` of an item the server has removed. */
  removed?: Lifecycle<void, string>[];
}

/** The text a failed read leaves: the base query's (`StaffCallError.message`), else the toolkit's. */
function failureText(action: { payload?: unknown; error: { message?: string } }): string {
  const { payload } = action;
  if (typeof payload === 'object' && payload !== null && 'message' in payload) {
    return String(payload.message);
  }
  return action.error.message ?? 'Request failed';
}

/**
 * A slice of product §4 (links, form, blog) as a view of the staff API: RTK Query does the calls
 * and keeps the cache (decision 0038); this slice follows the list's read (loading, the list,
 * error) and the changes the server confirmed, through the endpoints' own lifecycle matchers, so
 * nothing here sends a request or keeps a flag of its own.
 */
export function createListMirrorSlice<
  Name extends string,
  Key extends string,
  Item extends { _id: string },
>({ name, key, read, saved = [], removed = [] }: ListMirror<Name, Key, Item>) {
  type State = ListMirrorState<Key, Item>;
  const initialState = { loading: false, [key]: [], error: null } as unknown as State;
  // Immer's draft of a state keyed by a type parameter is beyond TypeScript's inference; inside
  // the reducers the state is read as what it is at run time.
  const status = (state: unknown) => state as RequestStatus;
  const listOf = (state: unknown) => (state as Record<string, Item[]>)[key] ?? [];
  const setList = (state: unknown, list: Item[]) => {
    (state as Record<string, Item[]>)[key] = list;
  };

  return createSlice({
    name,
    initialState,
    reducers: {},
    extraReducers: (builder) => {
      builder
        .addMatcher(read.matchPending, (state) => {
          status(state).loading = true;
          status(state).error = null;
        })
        .addMatcher(read.matchFulfilled, (state, action) => {
          status(state).loading = false;
          setList(state, action.payload);
        })
        .addMatcher(read.matchRejected, (state, action) => {
          // A read skipped because the same one is under way is not a failure.
          if (action.meta.condition) return;
          status(state).loading = false;
          status(state).error = failureText(action);
        });
      for (const change of saved) {
        builder.addMatcher(change.matchFulfilled, (state, { payload }) => {
          const list = listOf(state);
          const exists = list.some((item) => item._id === payload._id);
          setList(state, exists ? replaceById(list, payload) : [payload, ...list]);
        });
      }
      for (const change of removed) {
        builder.addMatcher(change.matchFulfilled, (state, { meta }) => {
          setList(state, removeById(listOf(state), meta.arg.originalArgs));
        });
      }
    },
  });
}
