// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import QueryState, { type QueryLike } from '@/components/ui/QueryState';

type Page = { items: string[] };

function show(query: QueryLike<Page>, extra: Partial<Parameters<typeof QueryState<Page>>[0]> = {}) {
  return render(
    <QueryState query={query} isEmpty={(d) => d.items.length === 0} {...extra}>
      {(d) => (
        <ul data-testid="content">
          {d.items.map((i) => (
            <li key={i}>{i}</li>
          ))}
        </ul>
      )}
    </QueryState>,
  );
}

const serverError = { status: 500, data: { error: { code: 'INTERNAL', message: 'سرور در دسترس نیست.' } } };

afterEach(cleanup);

describe('QueryState', () => {
  it('loading: a spinner (or the given skeleton) until the first answer, and no content', () => {
    show({ isFetching: true });
    expect(screen.getByRole('status').textContent).toBe('در حال بارگذاری');
    expect(screen.queryByTestId('content')).toBeNull();
    cleanup();
    show({ isFetching: true }, { loading: <p>اسکلت</p> });
    expect(screen.getByText('اسکلت')).toBeTruthy();
  });

  it('failed: the title, the server’s Persian message and a retry that refetches (disabled while it runs)', () => {
    let retried = 0;
    const { rerender } = show({ error: serverError, refetch: () => (retried += 1) });
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('خطا در دریافت داده‌ها');
    expect(alert.textContent).toContain('سرور در دسترس نیست.');
    fireEvent.click(screen.getByRole('button', { name: 'تلاش دوباره' }));
    expect(retried).toBe(1);

    rerender(
      <QueryState
        query={{ error: serverError, isFetching: true, refetch: () => (retried += 1) }}
        errorTitle="دریافت سفارش‌ها ممکن نشد."
      >
        {() => null}
      </QueryState>,
    );
    expect(screen.getByRole('alert').textContent).toContain('دریافت سفارش‌ها ممکن نشد.');
    expect((screen.getByRole('button', { name: 'در حال تلاش…' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('failed with a view of its own for some statuses (401: log in again)', () => {
    show(
      { error: { status: 401, data: { error: { message: 'ابتدا وارد شوید.' } } } },
      { renderError: (info) => (info.status === 401 ? <p>دوباره وارد شوید</p> : null) },
    );
    expect(screen.getByText('دوباره وارد شوید')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('empty: the spec’s «نتیجه‌ای یافت نشد!», or the given view', () => {
    show({ data: { items: [] } });
    expect(screen.getByTestId('no-result').textContent).toContain('نتیجه‌ای یافت نشد!');
    expect(screen.queryByTestId('content')).toBeNull();
    cleanup();
    show({ data: { items: [] } }, { empty: <p>هنوز سفارشی ثبت نکرده‌اید</p> });
    expect(screen.getByText('هنوز سفارشی ثبت نکرده‌اید')).toBeTruthy();
  });

  it('content: the children with the answer; an answer already shown stays while a refetch fails', () => {
    show({ data: { items: ['لاته', 'موکا'] } });
    expect(screen.getByTestId('content').textContent).toBe('لاتهموکا');
    cleanup();
    show({ data: { items: ['لاته'] }, error: serverError });
    expect(screen.getByText('لاته')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
