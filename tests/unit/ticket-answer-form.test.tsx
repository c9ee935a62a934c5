// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import AnswerForm from '@/components/panel/ticket/AnswerForm';
import type { TicketDetailView } from '@/lib/contracts/ticket/views';

const change = vi.fn();
const reset = vi.fn();
vi.mock('@/store/api/ticket', () => ({
  useChangeTicketStateMutation: () => [change, { isLoading: false }],
}));
vi.mock('@/components/ticket/AttachmentPicker', () => ({ default: () => null }));
vi.mock('@/components/ticket/useAttachmentUploads', () => ({
  useAttachmentUploads: () => ({ busy: false, refs: [{ fileName: 'a.pdf' }], reset }),
}));

const ticket = { _id: 't1', answer: '' } as unknown as TicketDetailView;

beforeEach(() => {
  change.mockReset();
  reset.mockReset();
  change.mockReturnValue({ unwrap: () => Promise.resolve({}) });
});
afterEach(cleanup);

describe('the desk’s answer form (form kit)', () => {
  it('sends the trimmed answer with its files as «answered», then empties the form and says so', async () => {
    const user = userEvent.setup();
    render(<AnswerForm ticket={ticket} />);
    const text = screen.getByTestId('answer-text') as HTMLTextAreaElement;
    expect((screen.getByTestId('answer-submit') as HTMLButtonElement).disabled).toBe(true);
    await user.type(text, '  پاسخ داده شد  ');
    await user.click(screen.getByTestId('answer-submit'));
    expect(change).toHaveBeenCalledWith({
      ticketId: 't1',
      state: 'answered',
      answer: 'پاسخ داده شد',
      answerAttachments: [{ fileName: 'a.pdf' }],
      flavour: 'internal',
    });
    expect((await screen.findByTestId('answer-message')).textContent).toBe(
      'پاسخ ثبت شد و برای مشتری پیامک فرستاده شد.',
    );
    expect(text.value).toBe('');
    expect(reset).toHaveBeenCalled();
  });

  it('shows the server’s refusal and keeps the text', async () => {
    const user = userEvent.setup();
    change.mockReturnValue({
      unwrap: () => Promise.reject({ status: 403, data: { error: { message: 'اجازه این کار را ندارید.' } } }),
    });
    render(<AnswerForm ticket={ticket} />);
    await user.type(screen.getByTestId('answer-text'), 'پاسخ');
    await user.click(screen.getByTestId('answer-submit'));
    expect((await screen.findByTestId('answer-message')).getAttribute('role')).toBe('alert');
    expect((screen.getByTestId('answer-text') as HTMLTextAreaElement).value).toBe('پاسخ');
  });
});
