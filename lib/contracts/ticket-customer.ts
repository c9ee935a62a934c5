import { z } from 'zod';
import type { OrderStatus } from '@/lib/contracts/order';
import type { TransactionView } from '@/lib/contracts/wallet';
import { ZId } from './common';
import { ZTicketId } from './ticket';

/** POST /v1/ticket/link/order {ticketId, orderId|null}: null removes the link. */
export const ZLinkTicketOrder = z.object({
  ticketId: ZTicketId,
  orderId: z.union([ZId, z.null()], { error: 'سفارش انتخاب شده معتبر نیست.' }),
});
export type TLinkTicketOrder = z.infer<typeof ZLinkTicketOrder>;

/** One of the customer's recent orders as the support desk sees it. */
export interface TicketCustomerOrder {
  _id: string;
  number: number;
  providerId: string;
  providerName: string;
  status: OrderStatus;
  totalPrice: number;
  /** «لاته ×۲، کیک» in short, for agents who cannot open the branch's order page. */
  itemsSummary: string;
  createdAt: string;
  /** A gift sent to this customer (not placed by them). */
  giftToCustomer: boolean;
  /** Whether the viewer may open /panel/{providerId}/orders/{id} (orders permission at that branch). */
  canOpen: boolean;
}

/** GET /v1/ticket/{ticketId}/customer: who raised the ticket, their latest orders, wallet and ledger. */
export interface TicketCustomerView {
  customer: { _id: string; name: string; phone: string };
  wallet: number;
  orders: TicketCustomerOrder[];
  ordersTotal: number;
  transactions: TransactionView[];
  transactionsTotal: number;
  /** The order the ticket is linked to (also when it is older than the latest five). */
  linkedOrder: TicketCustomerOrder | null;
}
