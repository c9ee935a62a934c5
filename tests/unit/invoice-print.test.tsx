// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { cleanup, render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { makeStore } from '@/store';
import InvoicePage from '@/pages/invoice/[id]';

vi.mock('next/router', () => ({
  useRouter: () => ({ asPath: '/invoice/x', pathname: '/invoice/[id]', query: {}, push: vi.fn(), isReady: true }),
}));

afterEach(cleanup);

/**
 * The invoice prints as bare paper (A5 or an 80 mm roll): the page marks the body `print-bare`, and the global
 * print rules leave the site's header, footer, tab bar and demo banner off it.
 */
describe('the invoice page in print', () => {
  it('marks the body print-bare while it is open, and the print rules hide the site chrome', () => {
    const store = makeStore({
      auth: { state: 'guest', user: null, status: null, userLevelName: null, discountBaseUserLevel: 0 },
    });
    const { unmount } = render(
      <Provider store={store}>
        <InvoicePage />
      </Provider>,
    );
    expect(document.body.classList.contains('print-bare')).toBe(true);
    unmount();
    expect(document.body.classList.contains('print-bare')).toBe(false);
    const css = readFileSync(join(__dirname, '..', '..', 'styles', 'globals.css'), 'utf8');
    for (const part of ['#__next > header', '#__next > nav', 'footer', "#main > p[role='note']"])
      expect(css).toContain(`body.print-bare ${part}`);
  });
});
