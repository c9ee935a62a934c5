import { paymentState } from './priceRows';

/** «۹۸٬۰۰۰ تومان به کیف پول بازگشت داده شد.» under a cancelled order whose payment went back. */
export default function RefundNote({
  order,
  className,
}: {
  order: Parameters<typeof paymentState>[0];
  className?: string;
}) {
  const note = paymentState(order).refundNote;
  if (!note) return null;
  return (
    <span className={className} data-testid="order-refund">
      {note}
    </span>
  );
}
