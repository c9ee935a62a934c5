import LineChoice from '@/components/order/LineChoice';
import { optionsText } from '@/lib/item-options';
import { useEffect, useRef, useState } from 'react';
import type { OrderView } from '@/lib/contracts/order';
import { PRODUCT_NAME } from '@/lib/client/site';
import { toPersianDigits } from '@/lib/digits';
import { jalaliDate, tehranTime } from '@/lib/jalali';
import { formatNumber } from '@/lib/money';
import PriceBreakdown from '@/components/ui/PriceBreakdown';
import { orderPlace } from './format';
import { orderPriceRows, paymentState } from '@/components/order/priceRows';
import { giftRecipient } from './GiftTag';
import DeliveryFact from '@/components/order/DeliveryFact';
import styles from './Receipt.module.css';

const PX_PER_MM = 96 / 25.4;
/** The receipt's screen padding (top + bottom) that print drops, and the page's margins. */
const SCREEN_PADDING_MM = 10;
const PAGE_MARGINS_MM = 8;

/**
 * The receipt's own height as the printed page height, so a roll printer feeds exactly one slip:
 * CSS cannot say 'as long as the content' for a page in any browser yet.
 */
function usePageHeightMm() {
  const ref = useRef<HTMLDivElement>(null);
  const [heightMm, setHeightMm] = useState<number | null>(null);
  useEffect(() => {
    const node = ref.current;
    if (!node || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      const contentMm = node.getBoundingClientRect().height / PX_PER_MM - SCREEN_PADDING_MM;
      setHeightMm(Math.ceil(contentMm + PAGE_MARGINS_MM + 2));
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, []);
  return { ref, heightMm };
}

/** An 80 mm till receipt of one order; the print stylesheet sizes the page to the roll. */
export default function Receipt({
  order,
  paymentMethodTitle,
}: {
  order: OrderView;
  paymentMethodTitle?: string | null;
}) {
  const { ref, heightMm } = usePageHeightMm();
  return (
    <div className={styles.receipt} data-testid="receipt" ref={ref}>
      {heightMm && <style>{`@page { size: 80mm ${heightMm}mm; margin: 4mm; }`}</style>}
      <header className={styles.head}>
        <div className={styles.brand}>{PRODUCT_NAME}</div>
        <div className={styles.branch}>{order.providerName}</div>
      </header>

      <div className={styles.number}>
        <span className={styles.numberLabel}>سفارش</span>#{toPersianDigits(order.number)}
      </div>

      <dl className={styles.facts}>
        <div>
          <dt>تاریخ</dt>
          <dd>{jalaliDate(order.createdAt)}</dd>
        </div>
        <div>
          <dt>ساعت</dt>
          <dd>{tehranTime(order.createdAt)}</dd>
        </div>
        <div>
          <dt>محل</dt>
          <dd className={styles.strong}>{orderPlace(order)}</dd>
        </div>
        <DeliveryFact order={order} strong={styles.strong} />
        {order.customerName && (
          <div>
            <dt>مشتری</dt>
            <dd>{order.customerName}</dd>
          </div>
        )}
        {order.gift && (
          <div>
            <dt>هدیه برای</dt>
            <dd data-testid="receipt-gift">{giftRecipient(order) || '—'}</dd>
          </div>
        )}
      </dl>

      <table className={styles.lines}>
        <caption className="sr-only">اقلام سفارش</caption>
        <thead>
          <tr>
            <th scope="col">شرح</th>
            <th scope="col">مبلغ (تومان)</th>
          </tr>
        </thead>
        <tbody>
          {order.items.map((l) => (
            <tr key={l._id}>
              <th scope="row">
                {l.title}
                <span className={styles.times}> × {toPersianDigits(l.count)}</span>
                <LineChoice options={optionsText(l.options)} note={l.note} />
              </th>
              <td>{formatNumber(l.lineTotal)}</td>
            </tr>
          ))}
        </tbody>
      </table>

      <PriceBreakdown print rows={orderPriceRows(order)} />

      <dl className={styles.facts}>
        <div>
          <dt>روش پرداخت</dt>
          <dd>
            {paymentState(order).method}
            {paymentMethodTitle ? ` (${paymentMethodTitle})` : ''}
          </dd>
        </div>
        <div>
          <dt>وضعیت پرداخت</dt>
          <dd className={styles.strong} data-testid="receipt-paid">
            {paymentState(order).badge}
          </dd>
        </div>
      </dl>

      {order.description && (
        <p className={styles.note}>
          <span className={styles.strong}>توضیحات: </span>
          {order.description}
        </p>
      )}

      <p className={styles.thanks}>از انتخاب شما سپاسگزاریم</p>
    </div>
  );
}
