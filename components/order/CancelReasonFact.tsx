import type { OrderView } from '@/lib/contracts/order';
import { CANCEL_REASON_TEXT } from '@/lib/messages/order';

/** Why the branch canceled the order, as a `<div>` of a `<dl>` (tracking, the board's order page). */
export default function CancelReasonFact({ order }: { order: Pick<OrderView, 'cancelReason'> }) {
  if (!order.cancelReason) return null;
  return (
    <div>
      <dt>{CANCEL_REASON_TEXT.shown}</dt>
      <dd data-testid="order-cancel-reason">{order.cancelReason}</dd>
    </div>
  );
}

/** One line for a card (the customer's order list, the board): «دلیل لغو: …». */
export function CancelReasonLine({ order, className }: { order: Pick<OrderView, 'cancelReason'>; className?: string }) {
  if (!order.cancelReason) return null;
  return (
    <p className={className} data-testid="order-cancel-reason">
      <strong>{CANCEL_REASON_TEXT.shown}: </strong>
      {order.cancelReason}
    </p>
  );
}
