import type { PayloadAction, Reducer, UnknownAction } from '@reduxjs/toolkit';

/**
 * A slice without Redux Toolkit's createSlice, for the slices every page carries (auth, cart, modals, ui):
 * createSlice brings immer and Redux Toolkit itself into `_app` (7 KB gzip of every page's first load).
 * Case reducers here return the next state (no mutation; an unchanged state is returned as is); actions,
 * action creators (`type`, `match`) and selectors have createSlice's shapes, so RTK slices loaded later can
 * still react to them (`builder.addCase(addItem, …)`).
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type CaseReducer<S> = (state: S, action: PayloadAction<any>) => S;

/** `(payload)`, `(payload?)` when the payload may be undefined, `()` for a case reducer without an action. */
type ActionCreatorOf<R> = R extends (state: never, action: infer A) => unknown
  ? A extends { payload: infer P }
    ? undefined extends P
      ? ((payload?: P) => PayloadAction<P>) & Matcher<P>
      : ((payload: P) => PayloadAction<P>) & Matcher<P>
    : (() => PayloadAction<undefined>) & Matcher<undefined>
  : never;

interface Matcher<P> {
  type: string;
  match(action: unknown): action is PayloadAction<P>;
}

type SelectorsOf<Name extends string, S, Sel> = {
  [K in keyof Sel]: Sel[K] extends (s: S, ...args: infer A) => infer R
    ? (root: { [N in Name]: S }, ...args: A) => R
    : never;
};

export function defineSlice<
  Name extends string,
  S,
  Cases extends Record<string, CaseReducer<S>>,
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  Sel extends Record<string, (s: S, ...args: any[]) => any>,
>(options: {
  name: Name;
  initialState: S;
  reducers: Cases;
  /** Runs after the case reducer on every action (createSlice's extraReducers matchers). */
  extra?: (state: S, action: UnknownAction) => S;
  selectors?: Sel;
}) {
  const { name, initialState, reducers, extra } = options;
  const byType: Record<string, CaseReducer<S>> = {};
  const actions = {} as Record<string, unknown>;
  for (const key of Object.keys(reducers)) {
    const type = `${name}/${key}`;
    byType[type] = reducers[key];
    actions[key] = Object.assign((payload?: unknown) => ({ type, payload }), {
      type,
      match: (action: unknown) => (action as { type?: unknown } | null)?.type === type,
    });
  }
  const reducer: Reducer<S> = (state = initialState, action) => {
    const own = byType[action.type];
    const next = own ? own(state, action as PayloadAction<unknown>) : state;
    return extra ? extra(next, action) : next;
  };
  const selectors = {} as Record<string, unknown>;
  for (const [key, fn] of Object.entries(options.selectors ?? {}))
    selectors[key] = (root: Record<string, S>, ...args: unknown[]) => fn(root[name], ...args);
  return {
    name,
    reducerPath: name,
    reducer,
    actions: actions as { [K in keyof Cases]: ActionCreatorOf<Cases[K]> },
    selectors: selectors as SelectorsOf<Name, S, Sel>,
  };
}
