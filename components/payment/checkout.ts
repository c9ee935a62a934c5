import { formatNumber } from '@/lib/money';
import type { OrderType } from '@/lib/order-rules';
import type { ProviderView } from '@/lib/contracts/menu/customer';

/** An amount of money as a balance reads: '۰ تومان', never 'رایگان' (that word is for prices). */
export const tomanAmount = (n: number) => `${formatNumber(n)} تومان`;

/** What the cart hands to the gift and payment modals (plain data: it travels in the modal's redux props). */
export interface CheckoutDraft {
  providerId: string;
  items: { _id: string; count: number; options?: string[]; note?: string }[];
  description: string;
  tableId: string | null;
  orderType: OrderType;
  /** A workspace reservation (its one line is the space item, hours as the count): booked through /v1/order/space/submit. */
  space?: { itemId: string; startDate: string; startingHour: number | null; endingHour: number | null };
  /** A delivery order's address (issue 16). */
  delivery?: { address: string; phone: string } | null;
  /** What the cart knew of the branch: the payment modal's methods and rules while offline (issue 29). */
  branch?: Pick<ProviderView, 'name' | 'paymentTypes' | 'hasRules' | 'rules'>;
}

/** The gift chosen in the gift modal, with what to show for the recipient. */
export interface GiftChoice {
  targetId?: string;
  targetPhone?: string;
  anonymous: boolean;
  /** The recipient's name or phone, for the payment modal's summary. */
  label: string;
}

/** The spec's pay-button label: 'ثبت نهایی سفارش' when nothing goes to the bank, else the bank amount. */
export function payLabel(bankAmount: number, formatted: string): string {
  return bankAmount > 0 ? `پرداخت آنلاین ${formatted} تومان` : 'ثبت نهایی سفارش';
}
