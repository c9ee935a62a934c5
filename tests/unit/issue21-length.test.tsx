// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { z } from 'zod';
import { InlineForm } from '@/components/ui/form';

afterEach(cleanup);

describe('D23: a name field shows its 80-character limit instead of cutting silently', () => {
  it('counts as one types, and says so at the limit', () => {
    render(
      <InlineForm
        schema={z.object({ title: z.string().max(80) })}
        defaultValues={{ title: '' }}
        name="title"
        id="t"
        label="نام"
        maxLength={80}
        inputTestId="title"
        submitText="افزودن"
        onSubmit={async () => undefined}
      />,
    );
    const input = screen.getByTestId('title');
    expect(input.getAttribute('maxlength')).toBe('80');
    expect(screen.getByTestId('length-hint').textContent).toBe('۰ از ۸۰ حرف');
    fireEvent.change(input, { target: { value: 'قهوه دمی V60' } });
    expect(screen.getByTestId('length-hint').textContent).toBe('۱۲ از ۸۰ حرف');
    fireEvent.change(input, { target: { value: 'ن'.repeat(80) } });
    expect(screen.getByTestId('length-hint').textContent).toBe('به سقف ۸۰ حرف رسیده‌اید؛ بیشتر از این نوشته نمی‌شود.');
  });
});
