import Link from 'next/link';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { describeError } from '@/api-client';
import { useAppDispatch } from '@/store';
import { askConfirm, type ConfirmOptions } from '@/store/slices/confirmBus';
import Pagination from './Pagination';
import QueryState, { type QueryLike } from './QueryState';
import styles from './AdminTable.module.css';

/** An on/off switch in a column, switched at once and put back if the server refuses. */
export interface ToggleSpec<T> {
  checked: (row: T) => boolean;
  /** The switch's accessible name, e.g. `فعال بودن ${code}`. */
  label: (row: T) => string;
  /** Sends the change; rejects when the server refuses (pass the mutation's `.unwrap()`). */
  onChange: (row: T, on: boolean) => Promise<unknown>;
}

export type Column<T> = {
  /** Column title; '' for a column without a visible title (give `srHeader`). */
  header: string;
  /** Title for screen readers only, when `header` is empty. */
  srHeader?: string;
  /** CSS width, e.g. '8rem' or '20%'. */
  width?: string;
  className?: string;
  /** Lets long text (descriptions) wrap; cells stay on one line otherwise. */
  wrap?: boolean;
} & ({ cell: (row: T) => ReactNode; toggle?: never } | { toggle: ToggleSpec<T>; cell?: never });

export interface RowAction<T> {
  label: string;
  /** A link (opens a page) … */
  href?: (row: T) => string;
  /** … or a button; a returned promise that rejects shows its error above the table. */
  onClick?: (row: T) => unknown;
  /** Destructive actions ask first in the confirm modal (its button is red). */
  confirm?: (row: T) => ConfirmOptions;
  testId?: string;
}

export interface Paging<D> {
  page: number;
  pageSize: number;
  total: (data: D) => number;
  onPage: (page: number) => void;
}

interface Props<D, T> {
  /** The list query's result (RTK Query hook result). */
  query: QueryLike<D>;
  rows: (data: D) => T[];
  rowKey: (row: T) => string;
  columns: Column<T>[];
  actions?: RowAction<T>[];
  /** The empty view; the spec's 'نتیجه‌ای یافت نشد!' card when not given. */
  empty?: ReactNode;
  /** Search boxes and selects shown above the table. */
  filters?: ReactNode;
  paging?: Paging<D>;
  /** What the table lists, for screen readers. */
  caption: string;
  testId?: string;
  rowTestId?: string;
}

/** A switch's change: sending, or settled and shown until the list is fetched again. */
interface Pending<T> {
  value: boolean;
  settled: boolean;
  rows?: T[];
}

/**
 * The one admin list: a column list (header, cell, width), switches that change at once and roll
 * back with the server's message when refused, row actions (destructive ones confirmed), filters
 * above and the shared Pagination below, inside QueryState's failed/loading/empty states.
 */
export default function AdminTable<D, T>({
  query,
  rows,
  rowKey,
  columns,
  actions = [],
  empty,
  filters,
  paging,
  caption,
  testId,
  rowTestId,
}: Props<D, T>) {
  const dispatch = useAppDispatch();
  const [pending, setPending] = useState<Record<string, Pending<T>>>({});
  const [error, setError] = useState<string | null>(null);
  const current = query.data === undefined ? undefined : rows(query.data);
  const latest = useRef(current);
  useEffect(() => {
    latest.current = current;
  });

  const forget = (key: string) =>
    setPending((p) => {
      const rest = { ...p };
      delete rest[key];
      return rest;
    });

  const flip = async (spec: ToggleSpec<T>, row: T, on: boolean) => {
    const key = rowKey(row);
    setError(null);
    setPending((p) => ({ ...p, [key]: { value: on, settled: false } }));
    try {
      await spec.onChange(row, on);
      // Keep showing the new state until the list itself says so (it may refetch after the change).
      const fresh = latest.current?.find((r) => rowKey(r) === key);
      if (fresh && spec.checked(fresh) === on) forget(key);
      else setPending((p) => ({ ...p, [key]: { value: on, settled: true, rows: latest.current } }));
    } catch (err) {
      forget(key);
      setError(describeError(err).message);
    }
  };

  const act = async (action: RowAction<T>, row: T) => {
    if (action.confirm && !(await askConfirm(dispatch, { danger: true, ...action.confirm(row) }))) return;
    setError(null);
    try {
      await action.onClick?.(row);
    } catch (err) {
      setError(describeError(err).message);
    }
  };

  const shown = (spec: ToggleSpec<T>, row: T) => {
    const p = pending[rowKey(row)];
    if (p && (!p.settled || p.rows === current)) return { checked: p.value, busy: !p.settled };
    return { checked: spec.checked(row), busy: false };
  };

  const pages =
    paging && query.data !== undefined ? Math.max(1, Math.ceil(paging.total(query.data) / paging.pageSize)) : 1;

  return (
    <div className={styles.frame}>
      {filters && <div className={styles.filters}>{filters}</div>}
      {error && (
        <p className={styles.alert} role="alert">
          {error}
        </p>
      )}
      <QueryState query={query} isEmpty={(d) => rows(d).length === 0} empty={empty}>
        {(data) => (
          <div className={`${styles.tableWrap} ${query.isFetching ? styles.fetching : ''}`}>
            <table className={styles.table} data-testid={testId} aria-busy={query.isFetching}>
              <caption className="sr-only">{caption}</caption>
              <thead>
                <tr>
                  {columns.map((c, i) => (
                    <th key={i} scope="col" style={c.width ? { width: c.width } : undefined}>
                      {c.header || <span className="sr-only">{c.srHeader}</span>}
                    </th>
                  ))}
                  {actions.length > 0 && (
                    <th scope="col">
                      <span className="sr-only">عملیات</span>
                    </th>
                  )}
                </tr>
              </thead>
              <tbody>
                {rows(data).map((row) => (
                  <tr key={rowKey(row)} data-testid={rowTestId}>
                    {columns.map((c, i) => (
                      <td key={i} className={`${c.className ?? ''} ${c.wrap ? styles.wrap : ''}`}>
                        {c.toggle ? (
                          <Switch spec={c.toggle} row={row} state={shown(c.toggle, row)} onFlip={flip} />
                        ) : (
                          c.cell(row)
                        )}
                      </td>
                    ))}
                    {actions.length > 0 && (
                      <td>
                        <div className={styles.actions}>
                          {actions.map((a) =>
                            a.href ? (
                              <Link
                                key={a.label}
                                href={a.href(row)}
                                className="btn btn-ghost btn-sm"
                                data-testid={a.testId}
                              >
                                {a.label}
                              </Link>
                            ) : (
                              <button
                                key={a.label}
                                type="button"
                                className={`btn btn-sm ${a.confirm ? 'btn-danger' : 'btn-ghost'}`}
                                onClick={() => void act(a, row)}
                                data-testid={a.testId}
                              >
                                {a.label}
                              </button>
                            ),
                          )}
                        </div>
                      </td>
                    )}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </QueryState>
      {paging && pages > 1 && (
        <Pagination page={paging.page} pages={pages} onChange={paging.onPage} disabled={query.isFetching} />
      )}
    </div>
  );
}

function Switch<T>({
  spec,
  row,
  state,
  onFlip,
}: {
  spec: ToggleSpec<T>;
  row: T;
  state: { checked: boolean; busy: boolean };
  onFlip: (spec: ToggleSpec<T>, row: T, on: boolean) => void;
}) {
  return (
    <label className={styles.switch}>
      <input
        type="checkbox"
        checked={state.checked}
        disabled={state.busy}
        aria-busy={state.busy}
        onChange={(e) => onFlip(spec, row, e.target.checked)}
        aria-label={spec.label(row)}
      />
    </label>
  );
}
