import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { persianOr } from '@/api-client';
import type { OrderType, PriceView } from '@/lib/contracts/order';
import { UI_ERRORS } from '@/lib/messages/ui';
import { useAppDispatch } from '@/store';
import { useCalculatePriceMutation } from '@/store/api/order';
import type { CartLine } from '@/store/slices/cartSlice';
import { cartLineToOrderLine } from './orderLine';
import { markUnsellable, priced } from '@/store/slices/cartIssuesSlice';
import { unsellableLines } from './unsellable';

const PRICE_DEBOUNCE_MS = 300;

export interface CartPricing {
  /** The last price the server gave (possibly for an older cart). */
  price: PriceView | null;
  /** `price` belongs to the cart as it is now. */
  upToDate: boolean;
  /** Why pricing the cart as it is now failed, if it did. */
  error: string | null;
  retry: () => void;
}

/**
 * The server prices the cart on load and ~300 ms after the last change (and again when `sessionKey`
 * changes: logging in may add the member discount). A stock refusal lists every line it cannot sell,
 * which the cart slice marks (and caps); `onError` hears the message and whether it was about stock.
 */
export function useCartPricing(
  providerId: string,
  lines: CartLine[],
  enabled: boolean,
  sessionKey: string,
  onError: (message: string, stock: boolean) => void,
  /** A delivery cart is priced with the branch's delivery fee (and its minimum checked). */
  orderType?: OrderType,
): CartPricing {
  const dispatch = useAppDispatch();
  const [calculate] = useCalculatePriceMutation();
  const delivery = orderType === 'delivery';
  const linesKey = lines.length ? JSON.stringify(lines.map(cartLineToOrderLine)) + (delivery ? '|delivery' : '') : '';
  const [result, setResult] = useState<{ key: string; price: PriceView } | null>(null);
  const [failure, setFailure] = useState<{ key: string; message: string } | null>(null);
  const [retryTick, setRetryTick] = useState(0);
  // The latest handler, so a new function from the screen does not price the cart again.
  const onErrorRef = useRef(onError);
  useLayoutEffect(() => {
    onErrorRef.current = onError;
  });

  useEffect(() => {
    if (!enabled || !linesKey) return;
    let cancelled = false;
    const items = JSON.parse(linesKey.replace(/\|delivery$/, '')) as ReturnType<typeof cartLineToOrderLine>[];
    const timer = setTimeout(async () => {
      try {
        const { price } = await calculate({
          providerId,
          items,
          ...(delivery ? { orderType: 'delivery' as const } : {}),
        }).unwrap();
        if (cancelled) return;
        setResult({ key: linesKey, price });
        setFailure(null);
        dispatch(priced(providerId));
      } catch (err) {
        if (cancelled) return;
        const message = persianOr(err, UI_ERRORS.priceCalc);
        setFailure({ key: linesKey, message });
        const unsellable = unsellableLines(err);
        if (unsellable) dispatch(markUnsellable({ providerId, lines: unsellable }));
        onErrorRef.current(message, unsellable !== null);
      }
    }, PRICE_DEBOUNCE_MS);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [enabled, linesKey, delivery, providerId, sessionKey, retryTick, calculate, dispatch]);

  const retry = useCallback(() => setRetryTick((n) => n + 1), []);
  return {
    price: result?.price ?? null,
    upToDate: result?.key === linesKey,
    error: failure?.key === linesKey ? failure.message : null,
    retry,
  };
}
