// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import FlagChecklist from '@/components/panel/staff/FlagChecklist';
import { ACCESS_FLAGS, type AccessLevel } from '@/lib/permissions';
import { ACCESS_FLAG_LABELS } from '@/lib/messages/staff';
import { ZAccessLevel } from '@/lib/contracts/staff';
import { staffErrorMessage } from '@/components/panel/staff/errors';

afterEach(cleanup);

function Harness({ defaultOn, initial = {} }: { defaultOn?: boolean; initial?: AccessLevel }) {
  const [value, setValue] = useState<AccessLevel>(initial);
  return (
    <>
      <FlagChecklist
        legend="دسترسی‌ها"
        idPrefix="t"
        value={value}
        defaultOn={defaultOn}
        onChange={setValue}
        locked={(f) => f === 'bankAccounts'}
      />
      <output data-testid="value">{JSON.stringify(value)}</output>
    </>
  );
}

describe('the permission flag checkboxes', () => {
  it('has one checkbox per flag of ACCESS_FLAGS, each with its Persian name', () => {
    render(<Harness />);
    expect(screen.getAllByRole('checkbox')).toHaveLength(ACCESS_FLAGS.length);
    for (const f of ACCESS_FLAGS) expect(screen.getByLabelText(ACCESS_FLAG_LABELS[f])).toBeTruthy();
    // No English on screen.
    expect(document.body.textContent).not.toMatch(/[A-Za-z]/);
  });

  it('a general admin starts with nothing on; ticking sets the flag', () => {
    render(<Harness />);
    const blog = screen.getByLabelText('بلاگ') as HTMLInputElement;
    expect(blog.checked).toBe(false);
    fireEvent.click(blog);
    expect(blog.checked).toBe(true);
    expect(JSON.parse(screen.getByTestId('value').textContent!)).toEqual({ blog: true });
  });

  it("a branch admin's missing flag shows as on, unticking stores false; a flag the editor lacks cannot be switched", () => {
    render(<Harness defaultOn initial={{ menu: false }} />);
    expect((screen.getByLabelText('سفارش‌ها') as HTMLInputElement).checked).toBe(true);
    expect((screen.getByLabelText('منو') as HTMLInputElement).checked).toBe(false);
    fireEvent.click(screen.getByLabelText('سفارش‌ها'));
    expect(JSON.parse(screen.getByTestId('value').textContent!)).toEqual({ menu: false, orders: false });
    expect((screen.getByLabelText('حساب‌های بانکی') as HTMLInputElement).disabled).toBe(true);
  });

  it('the contract refuses a flag that is not in the list', () => {
    expect(ZAccessLevel.safeParse({ blog: true }).success).toBe(true);
    expect(ZAccessLevel.safeParse({ root: true }).success).toBe(false);
  });

  it("shows the spec's add-admin messages: the server's Persian text, a server fallback, and no answer", () => {
    expect(
      staffErrorMessage({ status: 400, data: { error: { message: 'این کاربر قبلاً به‌عنوان ادمین ثبت شده است.' } } }),
    ).toBe('این کاربر قبلاً به‌عنوان ادمین ثبت شده است.');
    expect(staffErrorMessage({ status: 502, data: { error: 'Bad gateway' } })).toBe('خطایی در سمت سرور رخ داده است.');
    expect(staffErrorMessage({ status: 'FETCH_ERROR', data: null })).toBe(
      'پاسخی از سمت سرور دریافت نشد. لطفاً اتصال خود را بررسی کنید.',
    );
  });
});
