import { and, eq, or } from 'drizzle-orm';
import { can } from '@/lib/permissions';
import type { OrderView } from '@/lib/contracts/order';
import type { TicketCustomerOrderView, TicketCustomerView } from '@/lib/contracts/ticket/schemas';
import type { SessionUser } from '../../auth/session';
import { db } from '../../db/client';
import { orders, tickets, users } from '../../db/schema';
import { AppError } from '../../http/errors';
import { orderViewById } from '../order/order-view';
import { userOrders } from '../users/activity';
import { listTransactions } from '../wallet/list-transactions';
import { deskScopeSql } from './desk-scope';

const RECENT = 5;

/** The orders a ticket's customer has: placed by them or gifts sent to them (by account or phone). */
export function customerOrdersSql(customer: { id: string; phone: string }) {
  return or(
    eq(orders.userId, customer.id),
    eq(orders.giftTargetId, customer.id),
    eq(orders.giftTargetPhone, customer.phone),
  );
}

function shortOrder(
  o: OrderView,
  { customerId, viewer }: { customerId: string; viewer: SessionUser },
): TicketCustomerOrderView {
  return {
    _id: o._id,
    number: o.number,
    providerId: o.providerId,
    providerName: o.providerName,
    status: o.status,
    totalPrice: o.totalPrice,
    itemsSummary: o.items.map((l) => (l.count > 1 ? `${l.title} ×${l.count}` : l.title)).join('، '),
    createdAt: o.createdAt,
    giftToCustomer: o.userId !== customerId,
    canOpen: can(viewer, 'orders', o.providerId),
  };
}

async function ticketCustomer(viewer: SessionUser, ticketId: string) {
  const [t] = await db()
    .select({ userId: tickets.userId, orderId: tickets.orderId, phone: users.phone })
    .from(tickets)
    .innerJoin(users, eq(users.id, tickets.userId))
    .where(and(eq(tickets.id, ticketId), deskScopeSql(viewer)))
    .limit(1);
  if (!t) throw new AppError('TICKET_NOT_FOUND');
  return t;
}

/**
 * GET /v1/ticket/{ticketId}/customer (support flag): the ticket's customer, their five latest orders
 * (with gifts sent to them), wallet balance and five latest wallet transactions, and the linked order.
 * It reuses the head office's user services; the desk needs only the support permission
 * (a branch admin: for the tickets of their branch or referred to them).
 */
export async function ticketCustomerContext({
  viewer,
  ticketId,
}: {
  viewer: SessionUser;
  ticketId: string;
}): Promise<TicketCustomerView> {
  const t = await ticketCustomer(viewer, ticketId);
  const [recent, ledger, linked] = await Promise.all([
    userOrders({ userId: t.userId, paging: { page: 1, size: RECENT } }),
    listTransactions({ userId: t.userId, paging: { page: 1, size: RECENT } }),
    t.orderId ? orderViewById({ orderId: t.orderId, viewer: { id: t.userId, phone: t.phone } }) : Promise.resolve(null),
  ]);
  return {
    customer: ledger.user,
    wallet: ledger.wallet,
    orders: recent.orders.map((o) => shortOrder(o, { customerId: t.userId, viewer })),
    ordersTotal: recent.total,
    transactions: ledger.transactions,
    transactionsTotal: ledger.total,
    linkedOrder: linked ? shortOrder(linked, { customerId: t.userId, viewer }) : null,
  };
}
