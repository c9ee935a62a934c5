import { describe, expect, it, vi } from 'vitest';
import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import { optimisticToggle } from '@/store/api/optimistic';

type Thunk = ThunkAction<{ undo(): void }, unknown, unknown, UnknownAction>;

/** A cache of one value with RTK-like patches: each update sets a value and its undo puts the old one back. */
function fakeCache() {
  const state = { active: false, saved: '' };
  const set =
    (active: boolean): Thunk =>
    () => {
      const before = state.active;
      state.active = active;
      return { undo: () => void (state.active = before) };
    };
  const dispatch = (thunk: Thunk) =>
    thunk(
      () => undefined,
      () => undefined,
      undefined,
    );
  return { state, set, dispatch };
}

describe('optimisticToggle', () => {
  it('shows the change at once and keeps it, with the answer settled, when the server agrees', async () => {
    const { state, set, dispatch } = fakeCache();
    let answer!: (v: { data: string }) => void;
    const queryFulfilled = new Promise<{ data: string }>((r) => (answer = r));
    const settle = vi.fn((data: string) => void (state.saved = data));
    const done = optimisticToggle({ dispatch, queryFulfilled }, [set(true)], settle);
    expect(state.active).toBe(true);
    answer({ data: 'ok' });
    await done;
    expect(state).toEqual({ active: true, saved: 'ok' });
    expect(settle).toHaveBeenCalledOnce();
  });

  it('undoes every update when the server refuses, and settles nothing', async () => {
    const { state, set, dispatch } = fakeCache();
    const settle = vi.fn();
    const queryFulfilled = Promise.reject(new Error('403'));
    await optimisticToggle({ dispatch, queryFulfilled }, [set(true), set(true)], settle);
    expect(state.active).toBe(false);
    expect(settle).not.toHaveBeenCalled();
  });

  it('undoes the updates when writing the answer fails', async () => {
    const { state, set, dispatch } = fakeCache();
    await optimisticToggle({ dispatch, queryFulfilled: Promise.resolve({ data: 1 }) }, [set(true)], () => {
      throw new Error('bad answer');
    });
    expect(state.active).toBe(false);
  });
});
