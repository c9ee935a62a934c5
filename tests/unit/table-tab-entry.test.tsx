// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import TableTabEntry from '@/components/tab/TableTabEntry';
import { makeStore } from '@/store';
import { signedOut } from '@/store/slices/authSlice';

vi.mock('next/router', () => ({
  useRouter: () => ({ asPath: '/menu/p1', push: vi.fn(), replace: vi.fn(), events: { on: vi.fn(), off: vi.fn() } }),
}));

afterEach(cleanup);

describe('the table banner of a scanned table (issue 27)', () => {
  it('offers «شروع سفارش میز» only once the session is known: a quick tap no longer opens the sign-in sheet for a signed-in customer', () => {
    const store = makeStore();
    render(
      <Provider store={store}>
        <TableTabEntry tableId="t12" tableNumber={12} />
      </Provider>,
    );
    // The start-up check has not answered yet: nothing to tap.
    expect(screen.queryByTestId('tab-start')).toBeNull();
    expect(store.getState().auth.state).toBe('unknown');
    // A guest taps it and is asked to sign in first.
    act(() => {
      store.dispatch(signedOut());
    });
    fireEvent.click(screen.getByTestId('tab-start'));
    expect(JSON.stringify(store.getState().modals)).toContain('login');
  });
});
