import type { OrderView } from '@/lib/contracts/order';
import { toPersianDigits } from '@/lib/digits';
import { toLocalIranian } from '@/lib/phone-display';

/**
 * The gift line of an order's details: to whom, for the payer («هدیه به …»), from whom, for the
 * recipient («هدیه از …», «یک دوست» when the payer stays anonymous). One `<div>` of a `<dl>`.
 */
export default function GiftFact({ order }: { order: Pick<OrderView, 'gift'> }) {
  const g = order.gift;
  if (!g) return null;
  if (g.toMe) {
    return (
      <div>
        <dt>هدیه از</dt>
        <dd data-testid="order-gift">{g.senderName || 'یک دوست'}</dd>
      </div>
    );
  }
  const phone = g.targetPhone
    ? toPersianDigits(g.targetPhone.startsWith('+') ? toLocalIranian(g.targetPhone) : g.targetPhone)
    : '';
  const to = [g.targetName, phone].filter(Boolean).join(' · ');
  return (
    <div>
      <dt>هدیه به</dt>
      <dd data-testid="order-gift">
        {to}
        {g.anonymous && ' (ناشناس)'}
      </dd>
    </div>
  );
}
