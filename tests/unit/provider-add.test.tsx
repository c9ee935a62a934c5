// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

// The map (Leaflet, tiles) is not part of what is checked here.
vi.mock('next/dynamic', () => ({ default: () => () => null }));
const push = vi.fn();
vi.mock('next/router', () => ({ useRouter: () => ({ push }) }));
const add = vi.fn();
vi.mock('@/store/api/provider', () => ({ useAddProviderMutation: () => [add] }));

const { default: AddProvider } = await import('@/components/panel/provider/AddProvider');

afterEach(cleanup);

describe('AddProvider (the /panel/addProvider form)', () => {
  it('shows a Persian error under an empty name and sends nothing', async () => {
    const user = userEvent.setup();
    render(<AddProvider />);
    await user.click(screen.getByRole('button', { name: 'ثبت شعبه' }));
    const name = screen.getByLabelText('نام شعبه');
    await waitFor(() => expect(name.getAttribute('aria-invalid')).toBe('true'));
    const errorId = name
      .getAttribute('aria-describedby')!
      .split(' ')
      .find((x) => x.endsWith('-error'))!;
    expect(document.getElementById(errorId)!.textContent).toBe('نام شعبه را وارد کنید.');
    expect(add).not.toHaveBeenCalled();
    expect(push).not.toHaveBeenCalled();
  });
});
