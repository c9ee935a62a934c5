// @vitest-environment jsdom
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import JalaliDateInput from '@/components/ui/date/JalaliDateInput';
import JalaliDateRangeInput, { type DayRange } from '@/components/ui/date/JalaliDateRangeInput';
import { INVALID_DAY } from '@/components/ui/date/day';

afterEach(cleanup);

function Harness({ initial = '', onChange, max }: { initial?: string; onChange: (v: string) => void; max?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <label htmlFor="d">روز</label>
      <JalaliDateInput
        id="d"
        value={value}
        max={max}
        onChange={(v) => {
          setValue(v);
          onChange(v);
        }}
      />
      <output data-testid="value">{value}</output>
    </>
  );
}

describe('JalaliDateInput', () => {
  it('shows the Gregorian value as a Jalali date in Persian digits and reports typed Jalali dates as YYYY-MM-DD', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Harness initial="2026-11-24" onChange={onChange} />);
    const input = screen.getByLabelText('روز') as HTMLInputElement;
    expect(input.value).toBe('۱۴۰۵/۰۹/۰۳');

    await user.clear(input);
    expect(onChange).toHaveBeenLastCalledWith('');
    await user.type(input, '۱۴۰۵/۰۱/۰۱');
    expect(onChange).toHaveBeenLastCalledWith('2026-03-21');
    await user.clear(input);
    await user.type(input, '1404/12/30'); // 1404 is not a leap year
    expect(onChange).toHaveBeenLastCalledWith(INVALID_DAY);
  });

  it('steps a day with the arrow keys and refuses days after max', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Harness initial="2026-03-20" max="2026-03-21" onChange={onChange} />);
    const input = screen.getByLabelText('روز') as HTMLInputElement;
    await user.click(input);
    await user.keyboard('{ArrowUp}');
    expect(onChange).toHaveBeenLastCalledWith('2026-03-21');
    expect(input.value).toBe('۱۴۰۵/۰۱/۰۱');
    await user.keyboard('{ArrowUp}'); // already at max
    expect(onChange).toHaveBeenLastCalledWith('2026-03-21');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(onChange).toHaveBeenLastCalledWith('2026-03-19');
    await user.clear(input);
    await user.type(input, '1405/01/05');
    expect(onChange).toHaveBeenLastCalledWith(INVALID_DAY);
  });

  it('opens a Saturday-first Persian calendar from the keyboard, moves with the arrows and picks with Enter', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Harness initial="2026-11-24" onChange={onChange} />);
    const input = screen.getByLabelText('روز') as HTMLInputElement;
    await user.click(input);
    await user.keyboard('{Alt>}{ArrowDown}{/Alt}');
    const grid = await screen.findByRole('grid');
    expect(screen.getByRole('dialog', { name: 'انتخاب تاریخ از تقویم' })).toBeTruthy();
    expect(grid.closest('[dir]')?.getAttribute('dir')).toBe('rtl');
    const weekdays = [...grid.querySelectorAll('thead th')].map((h) => [h.textContent, h.getAttribute('aria-label')]);
    expect(weekdays[0]).toEqual(['ش', 'شنبه']); // Saturday first
    expect(weekdays[6]).toEqual(['ج', 'جمعه']);
    expect(grid.getAttribute('aria-label')).toBe('آذر ۱۴۰۵');
    // The chosen day has focus; its button reads in Persian digits.
    await waitFor(() => expect(document.activeElement?.textContent).toBe('۳'));
    // In a right-to-left calendar the left arrow is the next day, the down arrow a week later.
    await user.keyboard('{ArrowLeft}{ArrowDown}');
    expect(document.activeElement?.textContent).toBe('۱۱');
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenLastCalledWith('2026-12-02');
    expect(input.value).toBe('۱۴۰۵/۰۹/۱۱');
    expect(screen.queryByRole('grid')).toBeNull();
    expect(document.activeElement).toBe(input);
  });

  it('closes the calendar with Escape and gives focus back to the field', async () => {
    const user = userEvent.setup();
    render(<Harness initial="" onChange={() => {}} />);
    await user.click(screen.getByRole('button', { name: 'انتخاب تاریخ از تقویم' }));
    await screen.findByRole('grid');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('grid')).toBeNull();
    expect(document.activeElement).toBe(screen.getByLabelText('روز'));
  });
});

describe('JalaliDateRangeInput', () => {
  function Range({ onChange }: { onChange: (r: DayRange) => void }) {
    const [value, setValue] = useState<DayRange>({ from: '', to: '' });
    return (
      <JalaliDateRangeInput
        value={value}
        onChange={(r) => {
          setValue(r);
          onChange(r);
        }}
        from={{ id: 'from', label: 'از تاریخ' }}
        to={{ id: 'to', label: 'تا تاریخ', error: 'تاریخ پایان باید بعد از تاریخ شروع باشد.' }}
      />
    );
  }

  it('types each end, picks both on one calendar, and shows an end’s error under it', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Range onChange={onChange} />);
    const from = screen.getByLabelText('از تاریخ') as HTMLInputElement;
    const to = screen.getByLabelText('تا تاریخ') as HTMLInputElement;
    expect(to.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(to.getAttribute('aria-describedby')!)?.textContent).toBe(
      'تاریخ پایان باید بعد از تاریخ شروع باشد.',
    );
    expect(from.getAttribute('aria-invalid')).toBeNull();

    await user.type(from, '1405/09/01');
    expect(onChange).toHaveBeenLastCalledWith({ from: '2026-11-22', to: '' });
    await user.click(screen.getByRole('button', { name: 'انتخاب از تاریخ و تا تاریخ از تقویم' }));
    const grid = await screen.findByRole('grid');
    await act(async () => {
      await user.click(within(grid).getByRole('button', { name: / ۱۰ آذر ۱۴۰۵/ }));
    });
    expect(onChange).toHaveBeenLastCalledWith({ from: '2026-11-22', to: '2026-12-01' });
    expect(to.value).toBe('۱۴۰۵/۰۹/۱۰');
  });
});
