// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ReferModal from '@/components/panel/ticket/ReferModal';

const refer = vi.fn();
vi.mock('@/store/api/ticket', () => ({
  useRespondersQuery: () => ({
    isLoading: false,
    error: undefined,
    data: [
      { _id: 'a1', name: 'علی کریمی', branchAdminOf: null },
      { _id: 'a2', name: 'سارا محمدی', branchAdminOf: 'میرداماد' },
    ],
  }),
  useReferTicketMutation: () => [refer, { isLoading: false }],
}));

beforeEach(() => {
  refer.mockReset();
  refer.mockReturnValue({ unwrap: () => Promise.resolve({ ticket: {} }) });
});
afterEach(cleanup);

describe('referring a desk ticket (form kit)', () => {
  it('asks for a responder before sending anything', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(<ReferModal ticketId="t1" currentId={null} onClose={onClose} />);
    await user.click(screen.getByTestId('refer-submit'));
    expect((await screen.findByTestId('field-error')).textContent).toBe('کارشناس را انتخاب کنید.');
    expect(refer).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('sends the picked responder and the trimmed note, then closes', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(<ReferModal ticketId="t1" currentId="a1" onClose={onClose} />);
    const form = screen.getByTestId('refer-form');
    await user.click(within(form).getByRole('radio', { name: /سارا محمدی/ }));
    await user.type(within(form).getByLabelText('یادداشت برای کارشناس'), '  با شیفت صبح هماهنگ کنید ');
    await user.click(screen.getByTestId('refer-submit'));
    expect(refer).toHaveBeenCalledWith({ ticketId: 't1', responderId: 'a2', note: 'با شیفت صبح هماهنگ کنید' });
    expect(onClose).toHaveBeenCalled();
  });

  it('shows the server’s refusal on the form and stays open', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    refer.mockReturnValue({
      unwrap: () => Promise.reject({ status: 403, data: { error: { message: 'اجازه این کار را ندارید.' } } }),
    });
    render(<ReferModal ticketId="t1" currentId="a1" onClose={onClose} />);
    await user.click(screen.getByTestId('refer-submit'));
    expect((await screen.findByRole('alert')).textContent).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
  });
});
