// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const add = vi.fn();
vi.mock('@/store/api/ticket', () => ({
  useUserCommentsQuery: () => ({ data: [], error: undefined, isLoading: false, isFetching: false, refetch: vi.fn() }),
  useAddUserCommentMutation: () => [add, { isLoading: false }],
  useRemoveAttachmentMutation: () => [vi.fn()],
}));
vi.mock('@/components/ticket/AttachmentPicker', () => ({ default: () => null }));

const { default: UserNotes } = await import('@/components/panel/ticket/UserNotes');

const answer = (v: unknown) => ({ unwrap: () => Promise.resolve(v) });
const refused = (err: unknown) => ({ unwrap: () => Promise.reject(err) });

beforeEach(() => add.mockReset());
afterEach(cleanup);

describe('UserNotes (form kit)', () => {
  it('sends the trimmed note with the uploads and empties the field', async () => {
    add.mockReturnValue(answer({ _id: 'n1' }));
    const user = userEvent.setup();
    render(<UserNotes userId="u1" />);
    const field = screen.getByLabelText('یادداشت جدید');
    const button = screen.getByRole('button', { name: 'ثبت یادداشت' });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    await user.type(field, '  مشتری ثابت  ');
    await user.click(button);
    await waitFor(() => expect(add).toHaveBeenCalledWith({ userId: 'u1', text: 'مشتری ثابت', attachments: [] }));
    await waitFor(() => expect((field as HTMLTextAreaElement).value).toBe(''));
  });

  it("shows the server's Persian refusal and keeps the text", async () => {
    add.mockReturnValue(
      refused({
        status: 403,
        data: { error: { code: 'FORBIDDEN', message: 'شما اجازه دسترسی به این بخش را ندارید.' } },
      }),
    );
    const user = userEvent.setup();
    render(<UserNotes userId="u1" />);
    const field = screen.getByLabelText('یادداشت جدید');
    await user.type(field, 'یادداشت');
    await user.click(screen.getByRole('button', { name: 'ثبت یادداشت' }));
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'شما اجازه دسترسی به این بخش را ندارید.');
    expect((field as HTMLTextAreaElement).value).toBe('یادداشت');
  });
});
