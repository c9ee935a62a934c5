// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { toPersianDigits } from '@/lib/digits';
import { formatNumber, formatSigned, formatToman, parseAmount } from '@/lib/money';
import { MAX_TOMAN } from '@/lib/contracts/money-fields';
import WalletAdjustForm from '@/components/panel/wallet/WalletAdjustForm';
import TransactionList from '@/components/wallet/TransactionList';
import { makeStore } from '@/store';

afterEach(cleanup);

describe('D21: Latin words and codes keep their digits', () => {
  it('converts numbers, prices and dates, not the digits of «V60», «ABC123» or «iPhone 15 Pro»', () => {
    expect(toPersianDigits('قهوه دمی V60')).toBe('قهوه دمی V60');
    expect(toPersianDigits('کد ABC123 برای 2 نفر')).toBe('کد ABC123 برای ۲ نفر');
    expect(toPersianDigits('X-12 و 1404/09/05')).toBe('X-12 و ۱۴۰۴/۰۹/۰۵');
    expect(toPersianDigits('iPhone 15 Pro')).toBe('iPhone ۱۵ Pro');
    expect(toPersianDigits(125000)).toBe('۱۲۵۰۰۰');
    expect(toPersianDigits('09:30')).toBe('۰۹:۳۰');
  });
});

describe('D22: one amount format; the minus stays before the number in a Persian line', () => {
  it('uses one thousands separator, and marks a sign left to right', () => {
    expect(formatNumber(1_250_000)).toBe('۱٬۲۵۰٬۰۰۰');
    expect(formatNumber(-5000)).toBe('\u200e−۵٬۰۰۰');
    expect(formatSigned(5000)).toBe('\u200e+۵٬۰۰۰');
    expect(formatSigned(-5000)).toBe('\u200e−۵٬۰۰۰');
    expect(formatToman(98_000)).toBe('۹۸٬۰۰۰ تومان');
  });

  it('a ledger row shows its sign with the left-to-right mark', () => {
    render(
      <TransactionList
        transactions={[
          {
            _id: 't1',
            amount: -5000,
            balanceAfter: 10_000,
            reason: 'adminDischarge',
            reasonLabel: 'کسر توسط پشتیبانی',
            description: null,
            createdAt: '2026-11-25T10:00:00.000Z',
          } as never,
        ]}
      />,
    );
    expect(screen.getByTestId('transaction').textContent).toContain('\u200e−۵٬۰۰۰');
  });
});

describe('D26: a wallet amount is checked before the confirm', () => {
  it('parseAmount refuses a minus, zero, letters and too much; reads Persian digits and separators', () => {
    expect(parseAmount('-5000', MAX_TOMAN)).toEqual({ error: 'مبلغ باید عددی مثبت باشد.' });
    expect(parseAmount('۰', MAX_TOMAN)).toEqual({ error: 'مبلغ باید بیشتر از صفر باشد.' });
    expect(parseAmount('12a', MAX_TOMAN)).toEqual({ error: 'مبلغ وارد شده معتبر نیست.' });
    expect(parseAmount('123456789012345', MAX_TOMAN)).toEqual({
      error: 'مبلغ نمی‌تواند بیشتر از ۵۰۰٬۰۰۰٬۰۰۰ تومان باشد.',
    });
    expect(parseAmount('۱۲٬۵۰۰', MAX_TOMAN)).toEqual({ value: 12_500 });
  });

  function form() {
    const store = makeStore();
    render(
      <Provider store={store}>
        <WalletAdjustForm userId="u1" userName="سارا" />
      </Provider>,
    );
    fireEvent.change(screen.getByTestId('adj-reason'), { target: { value: 'جبران' } });
    return store;
  }

  it('«-5000» is shown with its minus (left to right) and refused with a Persian message; no confirm opens', async () => {
    const store = form();
    const input = screen.getByTestId('adj-amount') as HTMLInputElement;
    fireEvent.change(input, { target: { value: '-5000' } });
    expect(input.value).toBe('-۵٬۰۰۰');
    expect(input.getAttribute('dir')).toBe('ltr');
    fireEvent.click(screen.getByTestId('adj-submit'));
    expect((await screen.findByTestId('field-error')).textContent).toBe('مبلغ باید عددی مثبت باشد.');
    expect(store.getState().modals.stack).toHaveLength(0);
  });

  it('a 15-digit amount is refused before the confirm', async () => {
    const store = form();
    fireEvent.change(screen.getByTestId('adj-amount'), { target: { value: '123456789012345' } });
    fireEvent.click(screen.getByTestId('adj-submit'));
    expect((await screen.findByTestId('field-error')).textContent).toBe(
      'مبلغ نمی‌تواند بیشتر از ۵۰۰٬۰۰۰٬۰۰۰ تومان باشد.',
    );
    expect(store.getState().modals.stack).toHaveLength(0);
  });
});
