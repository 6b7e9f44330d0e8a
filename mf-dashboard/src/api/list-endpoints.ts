import type { ThunkAction, ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { removeById, replaceById } from '@clinic/browser-kit/store/request-status';
import type { StaffCall } from './staff-base-query';
import type { StaffTag } from './staff-api';

/**
 * Runs `then` with a change's answer once the server has it, to put it into the cached lists; a
 * failure has had its toast already, and leaves the lists as they were.
 */
export async function onceDone<T>(
  fulfilled: Promise<{ data: T }>,
  then: (answer: T) => void,
): Promise<void> {
  let answer: T;
  try {
    ({ data: answer } = await fulfilled);
  } catch {
    return;
  }
  then(answer);
}

/** A change refetches what it affects only when it happened. */
export const invalidatesOnSuccess =
  (...tags: StaffTag[]) =>
  (_: unknown, error: unknown): StaffTag[] =>
    error ? [] : tags;

/** A staff list (`{ data: [...] }`), read once per page visit and refetched when its tag goes stale. */
export function listRead<Item>(read: Omit<StaffCall, 'path'> & { path: string; tag: StaffTag }) {
  const { tag, ...call } = read;
  return {
    query: (): StaffCall => call,
    transformResponse: (answer: { data: Item[] }) => answer.data,
    providesTags: [tag],
  };
}

// The cache thunks of each feature's API are typed with that API's endpoints; this helper only
// dispatches them.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type CacheThunk = ThunkAction<unknown, any, unknown, UnknownAction>;
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type EndpointDispatch = ThunkDispatch<any, any, UnknownAction>;

export type Recipe = <Item extends { _id: string }>(list: Item[]) => Item[];

/**
 * Deleting one item of a cached list: gone from the list as soon as the server confirms it, then
 * the lists of its tags refetched for what others changed meanwhile. `inCache` applies a change
 * to the feature's cached list (its `updateQueryData`).
 */
export function deleteFromList(
  call: Pick<StaffCall, 'fallback' | 'successToast'> & {
    path: (id: string) => string;
    tags: StaffTag[];
  },
  inCache: (recipe: Recipe) => CacheThunk,
) {
  return {
    query: (id: string): StaffCall => ({ ...call, path: call.path(id), method: 'DELETE' }),
    onQueryStarted: (
      id: string,
      {
        dispatch,
        queryFulfilled,
      }: { dispatch: EndpointDispatch; queryFulfilled: Promise<unknown> },
    ) =>
      onceDone(
        queryFulfilled.then(() => ({ data: id })),
        () => void dispatch(inCache((list) => removeById(list, id))),
      ),
    invalidatesTags: invalidatesOnSuccess(...call.tags),
  };
}

/**
 * A change a person expects to see at once (a status badge): shown in the cached list before
 * the server answers, replaced by the server's answer, or undone when the server refuses (its
 * toast says why).
 */
export async function changeAtOnce(
  { dispatch, queryFulfilled }: { dispatch: EndpointDispatch; queryFulfilled: Promise<unknown> },
  inCache: (recipe: Recipe) => CacheThunk,
  id: string,
  change: object,
): Promise<void> {
  const shown = dispatch(
    inCache((list) => list.map((item) => (item._id === id ? { ...item, ...change } : item))),
  ) as { undo(): void };
  try {
    const { data: saved } = (await queryFulfilled) as { data: { _id: string } };
    dispatch(inCache((list) => replaceById(list, saved as (typeof list)[number])));
  } catch {
    shown.undo();
  }
}
