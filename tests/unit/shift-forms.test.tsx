// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const start = vi.fn();
const finish = vi.fn();
const askConfirm = vi.fn();
vi.mock('@/store', () => ({ useAppDispatch: () => vi.fn() }));
vi.mock('@/store/slices/confirmBus', () => ({ askConfirm: (...a: unknown[]) => askConfirm(...a) }));
vi.mock('@/store/api/shift', () => ({
  useStartShiftMutation: () => [start],
  useFinishShiftMutation: () => [finish],
}));

const { FinishShiftForm, StartShiftForm } = await import('@/components/panel/shift/ShiftForms');

function errorOf(input: HTMLElement): string | null {
  const id = input.getAttribute('aria-describedby');
  return id ? (document.getElementById(id.split(' ').find((x) => x.endsWith('-error'))!)?.textContent ?? null) : null;
}

beforeEach(() => {
  start.mockReset().mockReturnValue({ unwrap: () => Promise.resolve({}) });
  finish.mockReset().mockReturnValue({ unwrap: () => Promise.resolve({ shift: { _id: 's1' } }) });
  askConfirm.mockReset().mockResolvedValue(true);
});
afterEach(cleanup);

describe('the shift forms (form kit)', () => {
  it('refuses a start note over 200 characters in Persian and sends nothing', async () => {
    render(<StartShiftForm providerId="p1" onStarted={vi.fn()} />);
    const note = screen.getByLabelText('یادداشت شروع شیفت (اختیاری)');
    fireEvent.change(note, { target: { value: 'ی'.repeat(201) } });
    await userEvent.setup().click(screen.getByTestId('start-shift'));
    await waitFor(() => expect(errorOf(note)).toBe('یادداشت حداکثر ۲۰۰ حرف است.'));
    expect(start).not.toHaveBeenCalled();
  });

  it('starts the shift with the trimmed note', async () => {
    const onStarted = vi.fn();
    const user = userEvent.setup();
    render(<StartShiftForm providerId="p1" onStarted={onStarted} />);
    await user.type(screen.getByLabelText('یادداشت شروع شیفت (اختیاری)'), ' صبح ');
    await user.click(screen.getByTestId('start-shift'));
    await waitFor(() => expect(onStarted).toHaveBeenCalled());
    expect(start).toHaveBeenCalledWith({ providerId: 'p1', note: 'صبح' });
  });

  it('refuses counted cash over the limit in Persian, with no confirmation and nothing sent', async () => {
    const user = userEvent.setup();
    render(<FinishShiftForm providerId="p1" expectedCash={0} onClosed={vi.fn()} />);
    const cash = screen.getByTestId('shift-cash-input');
    await user.type(cash, '۲۰۰۰۰۰۰۰۰۰۰');
    await user.click(screen.getByTestId('finish-shift'));
    await waitFor(() => expect(errorOf(cash)).toBe('مبلغ نقد شمارش‌شده بیش از حد مجاز است.'));
    expect(askConfirm).not.toHaveBeenCalled();
    expect(finish).not.toHaveBeenCalled();
  });

  it('closes the shift with the counted cash as a number after the confirmation', async () => {
    const onClosed = vi.fn();
    const user = userEvent.setup();
    render(<FinishShiftForm providerId="p1" expectedCash={120000} onClosed={onClosed} />);
    await user.type(screen.getByTestId('shift-cash-input'), '۱۲۰۰۰۰');
    await user.click(screen.getByTestId('finish-shift'));
    await waitFor(() => expect(onClosed).toHaveBeenCalledWith({ _id: 's1' }));
    expect(askConfirm).toHaveBeenCalledTimes(1);
    expect(finish).toHaveBeenCalledWith({ providerId: 'p1', countedCash: 120000, note: '' });
  });

  it('closes without counted cash as null', async () => {
    const user = userEvent.setup();
    render(<FinishShiftForm providerId="p1" expectedCash={0} onClosed={vi.fn()} />);
    await user.click(screen.getByTestId('finish-shift'));
    await waitFor(() => expect(finish).toHaveBeenCalledWith({ providerId: 'p1', countedCash: null, note: '' }));
  });
});
