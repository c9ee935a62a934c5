// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { RangeCharts } from '@/components/panel/stats/BranchStats';
import ShiftReportView from '@/components/panel/shift/ShiftReportView';
import { cashDifference, shiftEnd } from '@/components/panel/shift/format';
import { formatAmount, formatToman } from '@/lib/money';
import type { ProviderStatView } from '@/lib/contracts/stats';
import type { ShiftReport } from '@/lib/contracts/shift';

afterEach(cleanup);

describe('money totals (issue 21 D16)', () => {
  it('say «۰ تومان» for nothing sold; «رایگان» stays the word for a free item', () => {
    expect(formatAmount(0)).toBe('۰ تومان');
    expect(formatAmount(1_200_000)).toBe('۱٬۲۰۰٬۰۰۰ تومان');
    expect(formatToman(0)).toBe('رایگان');
  });

  it('branch stats show zero sales and a zero average as «۰ تومان»', () => {
    const stat: ProviderStatView = {
      providerId: 'p',
      from: '2026-11-01',
      to: '2026-11-30',
      totals: { orders: 0, revenue: 0, canceled: 0, averageOrder: 0, customers: 0 },
      topItems: [],
      hours: Array.from({ length: 24 }, (_, hour) => ({ hour, orders: 0 })),
    };
    render(<RangeCharts stat={stat} />);
    const cards = screen.getByTestId('branch-totals');
    expect(cards.textContent).not.toContain('رایگان');
    expect(cards.textContent).toContain('فروش۰ تومان');
  });
});

describe('shift report (issue 21 D38)', () => {
  it("shows a shift that ended past midnight with the end's date, and the same day by its time alone", () => {
    // 23:00 and 00:30 Tehran time (UTC+03:30) fall on two days.
    expect(shiftEnd('2026-11-25T19:30:00Z', '2026-11-25T21:00:00Z')).toBe('۵ آذر ۱۴۰۵، ۰۰:۳۰');
    expect(shiftEnd('2026-11-25T05:30:00Z', '2026-11-25T13:00:00Z')).toBe('۱۶:۳۰');
  });

  it('tells counted cash against expected in words', () => {
    expect(cashDifference(95_000, 100_000)).toBe('۵٬۰۰۰ تومان کسری');
    expect(cashDifference(102_000, 100_000)).toBe('۲٬۰۰۰ تومان اضافه');
    expect(cashDifference(100_000, 100_000)).toBe('بدون اختلاف');
  });

  it('shows the counted cash, the difference and the closing note of a closed shift', () => {
    const report: ShiftReport = {
      from: '2026-11-25T19:30:00Z',
      to: '2026-11-25T21:00:00Z',
      orders: 2,
      canceled: 0,
      counterOrders: 1,
      total: 250_000,
      expectedCash: 100_000,
      takings: [{ key: 'm1', title: 'نقدی', count: 1, amount: 100_000 }],
      staff: [],
    };
    render(<ShiftReportView report={report} closing={{ countedCash: 95_000, closingNote: 'یک اسکناس پاره' }} />);
    expect(screen.getByTestId('expected-cash').textContent).toBe('۱۰۰٬۰۰۰ تومان');
    expect(screen.getByTestId('counted-cash').textContent).toBe('۹۵٬۰۰۰ تومان');
    expect(screen.getByTestId('cash-difference').textContent).toBe('۵٬۰۰۰ تومان کسری');
    expect(screen.getByTestId('closing-note').textContent).toContain('یک اسکناس پاره');
    expect(screen.getByTestId('shift-report').textContent).toContain('تا ۵ آذر ۱۴۰۵، ۰۰:۳۰');
  });
});
