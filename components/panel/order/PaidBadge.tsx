import type { ComponentProps } from 'react';
import { paymentState } from '@/components/order/priceRows';
import styles from './PaidBadge.module.css';

type Order = Parameters<typeof paymentState>[0];

/** Whether the order's money has arrived: paid, unpaid, covered by a bundle, or refunded to the wallet. */
export default function PaidBadge({ order, ...rest }: { order: Order } & ComponentProps<'span'>) {
  const state = paymentState(order);
  return (
    <span
      {...rest}
      className={`${styles.badge} ${styles[state.tone]}`}
      data-testid="order-paid"
      data-paid={state.tone === 'paid'}
      data-tone={state.tone}
    >
      {state.badge}
    </span>
  );
}
