import { useEffect, useState } from 'react';
import type { OrderView } from '@/lib/contracts/order';
import { toPersianDigits } from '@/lib/digits';
import { jalaliDate, tehranIsoDate, tehranTime } from '@/lib/jalali';
import { ORDER_TYPE_LABELS } from '@/lib/messages/ui';

/** '#۱۲۳' */
export function orderNumber(n: number): string {
  return `#${toPersianDigits(n)}`;
}

/** Where the order goes: 'میز ۷', or the order type ('بیرون‌بر', 'ارسال', 'سالن'). */
export function orderPlace(order: Pick<OrderView, 'tableNumber' | 'orderType'>): string {
  if (order.tableNumber != null) return `میز ${toPersianDigits(order.tableNumber)}`;
  return ORDER_TYPE_LABELS[order.orderType] ?? '';
}

/** How long ago, in the words a barista glances at: 'همین حالا', '۵ دقیقه پیش', '۲ ساعت پیش'. */
export function relativeAge(iso: string, now: number): string {
  const minutes = Math.floor((now - new Date(iso).getTime()) / 60_000);
  if (minutes < 1) return 'همین حالا';
  if (minutes < 60) return `${toPersianDigits(minutes)} دقیقه پیش`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${toPersianDigits(hours)} ساعت پیش`;
  return jalaliDate(iso);
}

/** Minutes since `iso`, for the 'waiting too long' warning. */
export function ageMinutes(iso: string, now: number): number {
  return Math.floor((now - new Date(iso).getTime()) / 60_000);
}

/** The current time, ticking every `intervalMs`, for relative ages that stay fresh on a wall-mounted tablet. */
export function useNow(intervalMs = 30_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const id = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(id);
  }, [intervalMs]);
  return now;
}

/**
 * When an order was placed, as its card shows it: the time alone for today's open orders; with its
 * Jalali day ('۴ آذر، ۲۳:۵۰') for a closed one or one from another day, since order numbers restart
 * at midnight and two «#۲» of two days would otherwise look the same (issue 21 D42).
 */
export function orderStamp(iso: string, now: number, closed: boolean): { text: string; dated: boolean } {
  const dated = closed || tehranIsoDate(iso) !== tehranIsoDate(new Date(now));
  if (!dated) return { text: tehranTime(iso), dated };
  const [day, month] = jalaliDate(iso).split(' ');
  return { text: `${day} ${month}، ${tehranTime(iso)}`, dated };
}
