import type { OrderView } from '@/lib/contracts/order';
import { toPersianDigits } from '@/lib/digits';
import { toLocalIranian } from '@/lib/phone-display';

const phoneText = (p: string) => toPersianDigits(p.startsWith('+') ? toLocalIranian(p) : p);

/** A delivery order's address and phone as `<div>`s of a `<dl>` (tracking, the board's order page, the receipt). */
export default function DeliveryFact({ order, strong }: { order: Pick<OrderView, 'delivery'>; strong?: string }) {
  const d = order.delivery;
  if (!d) return null;
  return (
    <>
      <div>
        <dt>نشانی ارسال</dt>
        <dd className={strong} data-testid="order-delivery-address">
          {d.address}
        </dd>
      </div>
      {d.phone && (
        <div>
          <dt>تلفن گیرنده</dt>
          <dd dir="ltr">{phoneText(d.phone)}</dd>
        </div>
      )}
    </>
  );
}

/** One line for the board's card: «ارسال به: …». */
export function DeliveryLine({ order, className }: { order: Pick<OrderView, 'delivery'>; className?: string }) {
  const d = order.delivery;
  if (!d) return null;
  return (
    <p className={className} data-testid="order-delivery-address">
      <strong>ارسال به: </strong>
      {d.address}
      {d.phone && (
        <>
          {' · '}
          <span dir="ltr">{phoneText(d.phone)}</span>
        </>
      )}
    </p>
  );
}
