import type { ReactNode } from 'react';
import { describeError, type ApiErrorInfo } from '@/api-client';
import NoResult from './NoResult';
import { RetryNotice } from './Notice';
import QueryLoading from './QueryLoading';

/** What QueryState reads from an RTK Query hook's result (pass the result as it is). */
export interface QueryLike<T> {
  data?: T;
  error?: unknown;
  isFetching?: boolean;
  refetch?: () => unknown;
}

interface Props<T> {
  query: QueryLike<T>;
  /** Whether the answer has nothing to list; the empty view is shown instead of the children. */
  isEmpty?: (data: T) => boolean;
  /** The empty view; the spec's 'نتیجه‌ای یافت نشد!' card when not given. */
  empty?: ReactNode | ((data: T) => ReactNode);
  /** The loading view; a centred spinner when not given (lists pass skeletons of their own rows). */
  loading?: ReactNode;
  /** The line above the server's message when the fetch failed; 'خطا در دریافت داده‌ها' when not given. */
  errorTitle?: string;
  /** A view of its own for some failures (e.g. 401: a login prompt); return null for the default. */
  renderError?: (info: ApiErrorInfo) => ReactNode | null;
  errorTestId?: string;
  /** Rendered only with an answer that is not empty (a function, so it never reads missing data). */
  children: (data: T) => ReactNode;
}

/**
 * The four states of every fetched list or page, in one place: failed (the server's Persian message
 * and a retry), loading, empty, and the content. An answer already shown stays shown while a later
 * refetch fails or runs.
 */
export default function QueryState<T>({
  query,
  isEmpty,
  empty,
  loading,
  errorTitle = 'خطا در دریافت داده‌ها',
  renderError,
  errorTestId,
  children,
}: Props<T>) {
  const { data, error, isFetching, refetch } = query;
  if (data === undefined && error) {
    const info = describeError(error);
    const own = renderError?.(info);
    if (own) return <>{own}</>;
    return (
      <RetryNotice onRetry={() => void refetch?.()} busy={isFetching} title={errorTitle} testId={errorTestId}>
        {info.message}
      </RetryNotice>
    );
  }
  if (data === undefined) {
    return <>{loading ?? <QueryLoading />}</>;
  }
  if (isEmpty?.(data)) {
    return (
      <>
        {typeof empty === 'function'
          ? empty(data)
          : (empty ?? (
              <div className="card">
                <NoResult />
              </div>
            ))}
      </>
    );
  }
  return <>{children(data)}</>;
}
