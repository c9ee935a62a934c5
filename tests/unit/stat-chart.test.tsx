// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import StatChart from '@/components/charts/StatChart';

afterEach(cleanup);

describe('StatChart', () => {
  it('names the figure by its caption and offers the same numbers as a table, toman in Persian digits', () => {
    render(
      <StatChart
        kind="line"
        caption="فروش روزانه آذر ۱۴۰۵"
        labelHeader="روز"
        labels={['۱ آذر', '۲ آذر']}
        series={[
          { label: 'فروش', values: [1_250_000, 0], color: '#e9962e', money: true },
          { label: 'سفارش', values: [12, 0], color: '#6b3f22' },
        ]}
        testId="chart"
      />,
    );
    const figure = screen.getByTestId('chart');
    expect(figure.querySelector('figcaption')?.textContent).toBe('فروش روزانه آذر ۱۴۰۵');
    fireEvent.click(within(figure).getByText('جدول داده‌ها'));
    const table = within(figure).getByRole('table', { name: 'فروش روزانه آذر ۱۴۰۵' });
    const rows = within(table).getAllByRole('row');
    expect(rows.map((r) => r.textContent)).toEqual(['روزفروشسفارش', '۱ آذر۱٬۲۵۰٬۰۰۰ تومان۱۲', '۲ آذر۰ تومان۰']);
    // Two series: a legend names their colours.
    expect(within(figure).getByText('سفارش', { selector: 'li' })).toBeTruthy();
  });
});
