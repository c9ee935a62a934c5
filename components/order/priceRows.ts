import type { PriceRow } from '@/components/ui/PriceBreakdown';
import { formatToman } from '@/lib/money';
import { PAYMENT_BY_LABELS } from '@/lib/messages/ui';
import type { OrderView } from '@/lib/contracts/order';
import { CARD_REFUND_TEXT } from '@/lib/messages/payment';
import { VAT_TEXT } from '@/lib/messages/vat';
import { toPersianDigits } from '@/lib/digits';

/** The parts of a price every screen breaks down the same way (zero discounts are left out). */
export interface PriceParts {
  itemsPrice: number;
  membershipDiscount?: number;
  bundleDiscount?: number;
  /** What a member plan covers («پوشش پلن», issue 28). */
  planDiscount?: number;
  voucherDiscount?: number;
  /** A delivery order's fee (issue 16). */
  deliveryFee?: number;
  /** What is left to pay. */
  total: number;
  /** VAT (issue 29) and its rate; `vatMode` 'added' when it is on top of the prices (else it is inside them). */
  vat?: number;
  vatPercent?: number;
  vatMode?: 'included' | 'added';
}

/** The VAT row: «مالیات بر ارزش افزوده (۱۰٪)» on top of the prices, «شامل …» when inside them. */
export function vatRows(p: Pick<PriceParts, 'vat' | 'vatPercent' | 'vatMode'>): PriceRow[] {
  if (!p.vat) return [];
  const pct = toPersianDigits(p.vatPercent ?? 0);
  const label = p.vatMode === 'added' ? VAT_TEXT.vatLineWithPercent(pct) : VAT_TEXT.vatIncludedRow(pct);
  return [{ label, amount: p.vat, testId: 'vat' }];
}

export const PRICE_LABELS = {
  items: 'جمع اقلام',
  membership: 'تخفیف باشگاه مشتریان',
  bundle: 'بسته اشتراک',
  plan: 'پوشش پلن',
  voucher: 'کد تخفیف',
  delivery: 'هزینه ارسال',
  total: 'مبلغ قابل پرداخت',
} as const;

/**
 * The one price breakdown of the cart, the payment sheet, order tracking, the board's order page and
 * the receipt: items, each discount, and what is paid.
 */
export function priceRows(p: PriceParts, totalTestId?: string): PriceRow[] {
  return [
    { label: PRICE_LABELS.items, amount: p.itemsPrice, testId: 'items-price' },
    { label: PRICE_LABELS.membership, amount: p.membershipDiscount ?? 0, kind: 'discount', testId: 'discount' },
    { label: PRICE_LABELS.bundle, amount: p.bundleDiscount ?? 0, kind: 'discount', testId: 'bundle-discount' },
    { label: PRICE_LABELS.plan, amount: p.planDiscount ?? 0, kind: 'discount', testId: 'plan-discount' },
    { label: PRICE_LABELS.voucher, amount: p.voucherDiscount ?? 0, kind: 'discount', testId: 'voucher-discount' },
    ...(p.deliveryFee ? [{ label: PRICE_LABELS.delivery, amount: p.deliveryFee, testId: 'delivery-fee' }] : []),
    ...vatRows(p),
    { label: PRICE_LABELS.total, amount: p.total, kind: 'total', testId: totalTestId },
  ];
}

/**
 * The VAT rows of a sale priced on its own, a bundle, plan or event ticket (issue 29, SaleVatView): with VAT on
 * top, the price, the VAT and what is paid; with VAT inside the price, the «شامل …» row only.
 */
export function saleVatRows(
  p: Pick<PriceParts, 'vat' | 'vatPercent' | 'vatMode'> & { price: number; priceLabel: string },
): PriceRow[] {
  if (p.vatMode !== 'added' || !p.vat) return vatRows(p);
  return [{ label: p.priceLabel, amount: p.price }, ...vatRows(p)];
}

/** An order's breakdown (older orders carry only a total discount: it shows as the membership's). */
export function orderPriceRows(
  order: Pick<
    OrderView,
    | 'itemsPrice'
    | 'discount'
    | 'membershipDiscount'
    | 'bundleDiscount'
    | 'planDiscount'
    | 'voucherDiscount'
    | 'totalPrice'
    | 'deliveryFee'
    | 'vat'
    | 'vatPercent'
  >,
  totalTestId?: string,
): PriceRow[] {
  const parts =
    (order.membershipDiscount ?? 0) +
    (order.bundleDiscount ?? 0) +
    (order.planDiscount ?? 0) +
    (order.voucherDiscount ?? 0);
  return priceRows(
    {
      itemsPrice: order.itemsPrice,
      membershipDiscount: parts === order.discount ? order.membershipDiscount : order.discount,
      bundleDiscount: parts === order.discount ? order.bundleDiscount : 0,
      planDiscount: parts === order.discount ? order.planDiscount : 0,
      voucherDiscount: parts === order.discount ? order.voucherDiscount : 0,
      deliveryFee: order.deliveryFee ?? 0,
      total: order.totalPrice,
      vat: order.vat ?? 0,
      vatPercent: order.vatPercent ?? 0,
      // VAT on top shows as the total being more than items − discounts + fee.
      vatMode: order.totalPrice > order.itemsPrice - order.discount + (order.deliveryFee ?? 0) ? 'added' : 'included',
    },
    totalTestId,
  );
}

type PayFields = Pick<
  OrderView,
  'paid' | 'paymentBy' | 'totalPrice' | 'bundleDiscount' | 'refunded' | 'walletAmount' | 'bankAmount' | 'status'
> &
  Pick<Partial<OrderView>, 'refundedToCard'>;

export interface PaymentState {
  /** How it is paid: 'پرداخت در محل', 'کیف پول', …, or 'بسته اشتراک' for an order its bundles cover. */
  method: string;
  /** The badge: 'پرداخت شده' (also for an order its bundles cover), 'پرداخت نشده', 'بازگشت به کیف پول'. */
  badge: string;
  tone: 'paid' | 'unpaid' | 'refunded';
  /** For a refunded order: how much went back and where. */
  refundNote: string | null;
}

/** What was refunded when an order was cancelled: its wallet part and a bank part the bank had paid (both go to the wallet). */
export function refundAmount(order: Pick<OrderView, 'walletAmount' | 'bankAmount' | 'paid'>): number {
  return order.walletAmount + (order.paid ? order.bankAmount : 0);
}

/** One reading of an order's money for every screen (customer and staff). */
export function paymentState(order: PayFields): PaymentState {
  if (order.refunded && order.refundedToCard) {
    // The bank returned the bank part to the card; the wallet part went to the wallet.
    return {
      method: PAYMENT_BY_LABELS[order.paymentBy] ?? order.paymentBy,
      badge: CARD_REFUND_TEXT.badge,
      tone: 'refunded',
      refundNote: CARD_REFUND_TEXT.note(
        formatToman(order.bankAmount),
        order.walletAmount > 0 ? formatToman(order.walletAmount) : null,
      ),
    };
  }
  if (order.refunded) {
    const amount = refundAmount(order);
    return {
      method: PAYMENT_BY_LABELS[order.paymentBy] ?? order.paymentBy,
      badge: 'بازگشت به کیف پول',
      tone: 'refunded',
      refundNote: amount > 0 ? `${formatToman(amount)} به کیف پول بازگشت داده شد.` : null,
    };
  }
  if (order.totalPrice === 0 && order.bundleDiscount > 0) {
    return { method: PRICE_LABELS.bundle, badge: 'پرداخت شده', tone: 'paid', refundNote: null };
  }
  return {
    method: PAYMENT_BY_LABELS[order.paymentBy] ?? order.paymentBy,
    badge: order.paid ? 'پرداخت شده' : 'پرداخت نشده',
    tone: order.paid ? 'paid' : 'unpaid',
    refundNote: null,
  };
}
