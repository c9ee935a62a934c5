// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { RatingForm, Stars } from '@/components/ticket/Rating';
import { makeStore } from '@/store';

afterEach(cleanup);

/** The declarations of one rule of a CSS module. */
function rule(file: string, selector: string): string {
  const css = readFileSync(path.join(process.cwd(), file), 'utf8');
  const m = new RegExp(`(^|\\n)${selector.replace('.', '\\.')} \\{([^}]*)\\}`).exec(css);
  if (!m) throw new Error(`${selector} not in ${file}`);
  return m[2];
}

describe('D32: rating stars fill right to left, as Persian reads', () => {
  it('the stars of a rating and the star pickers are laid out right to left (no forced ltr)', () => {
    render(<Stars value={3} />);
    const stars = screen.getByRole('img', { name: 'امتیاز ۳ از ۵' });
    expect(stars.getAttribute('dir')).toBe('rtl');
    // The first three in reading order (from the right) are the filled ones.
    const filled = Array.from(stars.children).map((c) => c.className.includes('on'));
    expect(filled).toEqual([true, true, true, false, false]);
    for (const [file, selector] of [
      ['components/ticket/Rating.module.css', '.stars'],
      ['components/ticket/Rating.module.css', '.pick'],
      ['components/order/OrderRating.module.css', '.stars'],
      ['components/order/OrderRating.module.css', '.choices'],
    ] as const) {
      expect(rule(file, selector)).not.toMatch(/direction:\s*ltr/);
    }
  });

  it('the ticket rating picker is right to left', () => {
    render(
      <Provider store={makeStore()}>
        <RatingForm ticketId="t1" />
      </Provider>,
    );
    const first = screen.getByLabelText('۱ از ۵، خیلی بد');
    expect(first.closest('[dir]')?.getAttribute('dir')).toBe('rtl');
  });
});
