import Link from 'next/link';
import type { ApiErrorInfo } from '@/api-client';
import NoResult from '@/components/ui/NoResult';

/** QueryState's renderError for an academy page: a 404 says what was not found and links to the events. */
export function notFoundCard(title: string) {
  return function NotFound(info: ApiErrorInfo) {
    if (info.status !== 404) return null;
    return (
      <div className="card">
        <NoResult
          title={title}
          action={
            <Link href="/events" className="btn btn-primary">
              همه رویدادها
            </Link>
          }
        />
      </div>
    );
  };
}
