import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';

/** What dispatching `api.util.updateQueryData(...)` gives back: the patch, with its undo. */
interface Patch {
  undo(): void;
}

/** The part of RTK Query's `onQueryStarted` second argument this helper uses. */
interface Lifecycle<R> {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any thunk of updateQueryData, whatever its state type
  dispatch: (thunk: ThunkAction<Patch, any, any, UnknownAction>) => Patch;
  queryFulfilled: Promise<{ data: R }>;
}

/**
 * The optimistic update of an on/off switch (or a reorder): the cache updates (thunks of
 * `api.util.updateQueryData`) show at once; when the server answers, `settle` may write its answer
 * into the cache; when it refuses (or writing the answer fails), every update is undone, last first.
 *
 *     async onQueryStarted(a, lifecycle) {
 *       await optimisticToggle(lifecycle, [xApi.util.updateQueryData('list', a.listArgs, (d) => { ... })]);
 *     }
 */
export async function optimisticToggle<R>(
  api: Lifecycle<R>,
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- as above
  updates: ThunkAction<Patch, any, any, UnknownAction>[],
  settle?: (data: R) => void,
): Promise<void> {
  const patches = updates.map((u) => api.dispatch(u));
  try {
    const { data } = await api.queryFulfilled;
    settle?.(data);
  } catch {
    patches.reverse().forEach((p) => p.undo());
  }
}
