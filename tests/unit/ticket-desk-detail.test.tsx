// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TicketDetailView } from '@/lib/contracts/ticket/views';
import type { TicketCustomerView } from '@/lib/contracts/ticket/schemas';

const changeState = vi.fn();
const link = vi.fn();
let ticket: TicketDetailView;
let context: TicketCustomerView;

vi.mock('next/router', () => ({ useRouter: () => ({ push: vi.fn() }) }));
vi.mock('@/store', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/store')>()),
  useAppDispatch: () => vi.fn(),
}));
vi.mock('@/store/api/ticket', () => ({
  useDeskTicketQuery: () => ({ data: ticket, isLoading: false, isFetching: false, refetch: vi.fn() }),
  useChangeTicketStateMutation: () => [changeState, { isLoading: false }],
  useDeleteTicketMutation: () => [vi.fn(), { isLoading: false }],
  useRemoveAttachmentMutation: () => [vi.fn(), { isLoading: false }],
  useTicketCustomerQuery: () => ({ data: context, isFetching: false, refetch: vi.fn() }),
  useLinkTicketOrderMutation: () => [link, { isLoading: false }],
}));
vi.mock('@/components/ticket/CommentThread', () => ({ default: () => null }));
vi.mock('@/components/panel/ticket/UserNotes', () => ({ default: () => null }));
vi.mock('@/components/panel/ticket/ReferModal', () => ({ default: () => null }));

const { default: DeskTicketDetail } = await import('@/components/panel/ticket/DeskTicketDetail');

const ok = (data: unknown) => Promise.resolve({ data });

function makeTicket(extra: Partial<TicketDetailView> = {}): TicketDetailView {
  return {
    _id: 't1',
    number: 12,
    subject: 'سفارش دیر رسید',
    description: 'سفارش بعد از نیم ساعت رسید.',
    type: 'complaint',
    supportType: 'order',
    priority: 'normal',
    state: 'initial',
    answer: null,
    answerAttachments: [],
    attachments: [],
    responderId: null,
    responderName: null,
    provider: 'میرداماد',
    providerId: 'p1',
    external: true,
    userId: 'u1',
    userName: 'سارا رضایی',
    userPhone: '+989120000003',
    createdAt: '2026-11-25T08:00:00.000Z',
    updatedAt: '2026-11-25T08:00:00.000Z',
    answeredAt: null,
    firstAnsweredAt: null,
    closedAt: null,
    dueAt: '2026-11-25T12:00:00.000Z',
    overdue: false,
    rating: null,
    ratingComment: null,
    commentCount: 0,
    orderId: null,
    orderNumber: null,
    orderProviderId: null,
    events: [],
    ...extra,
  };
}

const order = (id: string, number: number, canOpen = false) => ({
  _id: id,
  number,
  providerId: 'p1',
  providerName: 'میرداماد',
  status: 'delivered' as const,
  totalPrice: 196000,
  itemsSummary: 'لاته ×2',
  createdAt: '2026-11-24T08:00:00.000Z',
  giftToCustomer: false,
  canOpen,
});

beforeEach(() => {
  changeState.mockReset().mockReturnValue(ok({}));
  link.mockReset().mockReturnValue(ok({}));
  ticket = makeTicket();
  context = {
    customer: { _id: 'u1', name: 'سارا رضایی', phone: '09120000003' },
    wallet: 250000,
    orders: [order('o2', 8), order('o1', 7, true)],
    ordersTotal: 2,
    transactions: [
      {
        _id: 'l1',
        amount: 50000,
        balanceAfter: 250000,
        reason: 'welcome',
        reasonLabel: 'اعتبار هدیه',
        description: '',
        refType: null,
        refId: null,
        actorName: null,
        createdAt: '2026-11-20T08:00:00.000Z',
      },
    ],
    transactionsTotal: 1,
    linkedOrder: null,
  };
});
afterEach(cleanup);

describe('the desk ticket page', () => {
  it('has one status selector; changing it moves the ticket, and answering sends «answered» without a second selector', async () => {
    const user = userEvent.setup();
    render(<DeskTicketDetail ticketId="t1" />);
    const selects = screen.getAllByRole('combobox');
    expect(selects).toHaveLength(1);
    const state = screen.getByRole('combobox', { name: 'وضعیت' });
    // Without an answer, «پاسخ داده شده» cannot be picked.
    expect((within(state).getByRole('option', { name: 'پاسخ داده شده' }) as HTMLOptionElement).disabled).toBe(true);
    await user.selectOptions(state, 'closed');
    expect(changeState).toHaveBeenCalledWith({ ticketId: 't1', state: 'closed', flavour: 'internal' });

    const form = screen.getByTestId('answer-form');
    expect(within(form).queryByRole('combobox')).toBeNull();
    await user.type(within(form).getByLabelText('متن پاسخ'), 'سفارش شما دوباره ارسال شد.');
    await user.click(within(form).getByRole('button', { name: 'ارسال پاسخ' }));
    expect(changeState).toHaveBeenLastCalledWith(
      expect.objectContaining({ ticketId: 't1', state: 'answered', answer: 'سفارش شما دوباره ارسال شد.' }),
    );
  });

  it('shows the customer’s orders, wallet and transactions and links the ticket to an order', async () => {
    const user = userEvent.setup();
    render(<DeskTicketDetail ticketId="t1" />);
    const panel = screen.getByTestId('customer-context');
    expect(within(panel).getByTestId('customer-wallet').textContent).toContain('۲۵۰٬۰۰۰ تومان');
    const rows = within(panel).getAllByTestId('customer-order');
    expect(rows).toHaveLength(2);
    expect(rows[0].textContent).toContain('سفارش #۸');
    expect(rows[0].textContent).toContain('۱۹۶٬۰۰۰ تومان');
    // Only an order the viewer may open is a link to the branch's order page.
    expect(within(rows[0]).queryByRole('link')).toBeNull();
    expect(within(rows[1]).getByRole('link', { name: 'سفارش #۷' }).getAttribute('href')).toBe('/panel/p1/orders/o1');
    expect(within(panel).getByTestId('customer-transactions').textContent).toContain('اعتبار هدیه');
    await user.click(within(rows[0]).getByRole('button', { name: 'پیوند درخواست به سفارش #۸' }));
    expect(link).toHaveBeenCalledWith({ ticketId: 't1', orderId: 'o2' });
    expect((await screen.findByTestId('link-message')).textContent).toBe('درخواست به سفارش #۸ پیوند داده شد.');
  });

  it('marks the linked order and offers to remove the link', () => {
    context = { ...context, linkedOrder: order('o2', 8) };
    render(<DeskTicketDetail ticketId="t1" />);
    const linked = screen.getByTestId('linked-order');
    expect(linked.textContent).toContain('سفارش #۸');
    expect(within(linked).getByRole('button', { name: 'برداشتن پیوند' })).toBeTruthy();
    expect(screen.getAllByTestId('customer-order')[0].textContent).toContain('پیوند داده شده');
  });
});
