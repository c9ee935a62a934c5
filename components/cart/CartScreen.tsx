import Link from 'next/link';
import dynamic from 'next/dynamic';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { PaymentType, ProviderView } from '@/lib/contracts/menu/customer';
import { toPersianDigits } from '@/lib/digits';
import { formatToman } from '@/lib/money';
import { PAYMENT_BY_LABELS } from '@/lib/messages/ui';
import { useAppDispatch, useAppSelector } from '@/store';
import { useMenuListQuery } from '@/store/api/menu';
import {
  addItem,
  decrementItem,
  removeLine,
  selectCart,
  selectCartHydrated,
  setDescription,
  setOrderType,
  setTable,
  keyOf,
  type CartLine,
} from '@/store/slices/cartSlice';
import { cartLineToOrderLine } from './orderLine';
import { selectLineIssues } from '@/store/slices/cartIssuesSlice';
import { askConfirm } from '@/store/slices/confirmBus';
import { openModal } from '@/store/slices/modalsSlice';
import { useClosedReason } from '@/lib/client/useClosedReason';
import { usePageTitle } from '@/lib/client/usePageTitle';
import NoResult from '@/components/ui/NoResult';
import Spinner from '@/components/ui/Spinner';
import type { CheckoutDraft } from '@/components/payment/checkout';
import CartLineRow from './CartLineRow';
import OrderTypeControl from './OrderTypeControl';
import TablePicker from './TablePicker';
import DeliveryAddressForm, { deliveryError, type DeliveryValue } from './DeliveryAddressForm';
import PriceSummary from './PriceSummary';
import Toast, { type ToastMessage } from './Toast';
import { useCartPricing } from './useCartPricing';
import styles from './CartPage.module.css';

const DESCRIPTION_MAX = 500;

// This branch's orders placed offline and not sent yet (issue 29), read from IndexedDB in the browser.
const OutboxList = dynamic(() => import(/* webpackChunkName: "outbox-list" */ '@/components/order/OutboxList'), {
  ssr: false,
});

/**
 * Fetches, while online and once the page is idle, the code an offline checkout needs (the payment modal, the
 * outbox and its list), so the service worker keeps it: a connection lost on this screen still lets the
 * customer order (issue 29). Only where a service worker controls the page, since only then is it kept.
 */
function usePrefetchOfflineCheckout() {
  useEffect(() => {
    const sw = typeof navigator !== 'undefined' ? navigator.serviceWorker : undefined;
    if (!sw) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const later = () => {
      if (!sw.controller || !navigator.onLine) return;
      timer = setTimeout(() => {
        void Promise.all([
          // Named as at their other import sites, so each is one chunk group (the same files) wherever loaded.
          import(/* webpackChunkName: "pay-modal" */ '@/components/payment/PaymentTypeModal'),
          import(/* webpackChunkName: "outbox-list" */ '@/components/order/OutboxList'),
          import(/* webpackChunkName: "outbox-sync" */ '@/lib/client/outbox-sync'),
        ])
          // Said on the page for the offline E2E story, which cuts the connection only after this.
          .then(() => (document.documentElement.dataset.offlineCheckout = 'ready'))
          .catch(() => undefined);
      }, 1500);
    };
    // The first visit's worker takes the page over a moment after it loads.
    if (sw.controller) later();
    else sw.addEventListener('controllerchange', later, { once: true });
    return () => {
      clearTimeout(timer);
      sw.removeEventListener('controllerchange', later);
    };
  }, []);
}

/** Payment methods as the cart lists them (the payment type modal offers the same set). */
const PAYMENT_TEXTS: Record<PaymentType, string> = {
  pos: 'هنگام تحویل، در شعبه',
  wallet: 'از موجودی کیف پول',
  bank: 'آنلاین با کارت بانکی',
};

/**
 * The cart of one branch, priced by the server. Checking out opens the payment type modal (after
 * logging in, for a visitor), or first the gift modal to send it to someone else. Lines the server
 * cannot sell (from a price or submit answer) are marked by the cart slice and block checkout.
 */
export default function CartScreen({ provider }: { provider: ProviderView }) {
  const providerId = provider._id;
  const dispatch = useAppDispatch();
  const ready = useAppSelector(selectCartHydrated);
  const cart = useAppSelector((s) => selectCart(s, providerId));
  const issues = useAppSelector((s) => selectLineIssues(s, providerId));
  const authState = useAppSelector((s) => s.auth.state);
  const lines = useMemo(() => cart?.lines ?? [], [cart]);
  const orderType = cart?.orderType ?? 'inHall';
  const description = cart?.description ?? '';
  const tableNumber = cart?.tableId ? cart.tableNumber : null;

  const { data: menu, refetch: refetchMenu } = useMenuListQuery(providerId);
  const menuItems = useMemo(
    () => new Map((menu?.menuList ?? []).flatMap((c) => c.items.map((i) => [i._id, i] as const))),
    [menu],
  );

  const [toast, setToast] = useState<ToastMessage | null>(null);
  const [descriptionError, setDescriptionError] = useState<string | null>(null);
  const [delivery, setDelivery] = useState<DeliveryValue>({ address: '', phone: '' });
  const [deliveryProblem, setDeliveryProblem] = useState<string | null>(null);
  const deliveryRef = useRef<HTMLTextAreaElement>(null);
  const descriptionRef = useRef<HTMLTextAreaElement>(null);
  const toastId = useRef(0);
  const hideToast = useCallback(() => setToast(null), []);
  const onPriceError = useCallback(
    (text: string, stock: boolean) => {
      setToast({ id: ++toastId.current, text });
      if (stock) refetchMenu();
    },
    [refetchMenu],
  );
  const pricing = useCartPricing(providerId, lines, ready, authState, onPriceError, orderType);

  usePageTitle('سبد خرید');
  usePrefetchOfflineCheckout();

  const confirmRemove = async (line: CartLine) => {
    const yes = await askConfirm(dispatch, {
      title: 'حذف از سبد خرید',
      message: 'این آیتم از سبد خرید حذف شود؟',
      confirmText: 'حذف',
      cancelText: 'انصراف',
      danger: true,
    });
    if (yes) dispatch(removeLine({ providerId, orderId: line.orderId, key: line.key }));
  };

  const increment = (line: CartLine) => dispatch(addItem({ ...line, count: 1 }));
  const decrement = (line: CartLine) => {
    if (line.itemsCount <= 1) void confirmRemove(line);
    else dispatch(decrementItem({ providerId, orderId: line.orderId, key: line.key }));
  };

  const soldOutIds = new Set(
    lines
      .filter((l) => issues[l.orderId]?.soldOut || (menu && !menuItems.get(l.orderId)?.available))
      .map((l) => l.orderId),
  );
  const blocked = soldOutIds.size > 0;
  // A closed branch says so here, before payment selection, instead of refusing at the last tap (issue 21 D12).
  const closed = useClosedReason(provider);
  const needsRules = provider.hasRules && Boolean(provider.rules.trim());
  const { price, upToDate: priceUpToDate } = pricing;
  const pricedLines = new Map((priceUpToDate ? price?.lines : [])?.map((l) => [l.key ?? l._id, l]) ?? []);
  const estimate = lines.reduce((n, l) => n + l.orderPrice * l.itemsCount, 0);
  const shownTotal = priceUpToDate && price ? price.price : estimate;

  /** Opens the gift modal or the payment type modal with this cart; a visitor logs in first and lands there. */
  const checkout = (asGift: boolean) => {
    if (!lines.length || blocked || closed) return;
    if (orderType === 'delivery') {
      const problem = deliveryError(delivery);
      setDeliveryProblem(problem);
      if (problem) {
        deliveryRef.current?.focus();
        return;
      }
    }
    const draft: CheckoutDraft = {
      providerId,
      items: lines.map(cartLineToOrderLine),
      description: description.trim(),
      // A table is an in-hall thing; take-away and delivery orders go without it.
      tableId: orderType === 'inHall' ? (cart?.tableId ?? null) : null,
      orderType,
      delivery: orderType === 'delivery' ? { address: delivery.address.trim(), phone: delivery.phone.trim() } : null,
      branch: {
        name: provider.name,
        paymentTypes: provider.paymentTypes,
        hasRules: provider.hasRules,
        rules: provider.rules,
      },
    };
    const next = { type: asGift ? ('gift' as const) : ('paymentType' as const), props: { checkout: draft } };
    // While the session check is still out, the modal opens; it hands over to login if there is no session.
    dispatch(authState === 'guest' ? openModal({ type: 'login', props: { then: next } }) : openModal(next));
  };

  if (!ready) {
    return (
      <div className={`container ${styles.center}`}>
        <Spinner label="در حال بارگذاری سبد خرید" />
      </div>
    );
  }

  if (!lines.length) {
    return (
      <div className="container">
        <OutboxList providerId={providerId} />
        <div className="card" data-testid="cart-empty">
          <NoResult
            title="سبد خرید شما خالی است"
            action={
              <Link href={`/menu/${providerId}`} className="btn btn-primary">
                مشاهده منوی {provider.name}
              </Link>
            }
          >
            آیتم‌های دلخواهتان را از منو به سبد اضافه کنید.
          </NoResult>
        </div>
      </div>
    );
  }

  return (
    <>
      <div className={`container ${styles.page}`}>
        <div className={styles.main}>
          <OutboxList providerId={providerId} />
          <section className={`card ${styles.block}`} aria-labelledby="cart-title">
            <div className={styles.blockHead}>
              <h1 id="cart-title" className={styles.title}>
                سبد خرید
              </h1>
              <Link href={`/menu/${providerId}`} className={styles.branchLink}>
                {provider.name}
              </Link>
            </div>
            <ul className={styles.lines}>
              {lines.map((line) => {
                const p = pricedLines.get(keyOf(line));
                return (
                  <CartLineRow
                    key={keyOf(line)}
                    line={line}
                    unitPrice={p?.originalUnitPrice ?? line.orderPrice}
                    lineTotal={p?.lineTotal ?? null}
                    soldOut={soldOutIds.has(line.orderId)}
                    issue={issues[line.orderId] ?? null}
                    onIncrement={() => increment(line)}
                    onDecrement={() => decrement(line)}
                    onRemove={() => void confirmRemove(line)}
                  />
                );
              })}
            </ul>
            <Link href={`/menu/${providerId}`} className={`btn btn-ghost btn-sm ${styles.more}`}>
              + افزودن آیتم دیگر
            </Link>
          </section>

          <section className={`card ${styles.block}`} aria-labelledby="type-title">
            <h2 id="type-title" className={styles.subtitle}>
              نوع سفارش
            </h2>
            <OrderTypeControl
              value={orderType}
              onChange={(t) => dispatch(setOrderType({ providerId, orderType: t }))}
            />
            {orderType === 'inHall' && tableNumber !== null && (
              <div className={styles.table} data-testid="cart-table">
                <span className={styles.tableLabel}>میز {toPersianDigits(tableNumber)}</span>
                <button
                  type="button"
                  className="btn btn-ghost btn-sm"
                  onClick={() => dispatch(setTable({ providerId, tableId: null, tableNumber: null }))}
                  aria-label={`حذف میز ${toPersianDigits(tableNumber)}`}
                >
                  حذف میز
                </button>
              </div>
            )}
            {orderType === 'inHall' && tableNumber === null && <TablePicker providerId={providerId} />}
            {orderType === 'inHall' && tableNumber === null && (
              <p className={styles.note}>سفارش را سر میز یا پای پیشخوان تحویل می‌گیرید.</p>
            )}
            {orderType === 'takeAway' && (
              <p className={styles.note}>سفارش بسته‌بندی می‌شود و آن را از پیشخوان تحویل می‌گیرید.</p>
            )}
            {orderType === 'delivery' && (
              <DeliveryAddressForm
                ref={deliveryRef}
                value={delivery}
                error={deliveryProblem}
                onChange={(v) => {
                  setDeliveryProblem(null);
                  setDelivery(v);
                }}
              />
            )}
          </section>

          <section className={`card ${styles.block}`}>
            <label htmlFor="order-description" className={styles.subtitle}>
              توضیحات
            </label>
            <textarea
              id="order-description"
              ref={descriptionRef}
              className={`input ${styles.textarea}`}
              rows={3}
              maxLength={DESCRIPTION_MAX}
              value={description}
              placeholder="مثلا: شیر بدون لاکتوز، شکر کم"
              aria-describedby="description-count"
              aria-invalid={descriptionError ? true : undefined}
              onChange={(e) => {
                setDescriptionError(null);
                dispatch(setDescription({ providerId, description: e.target.value }));
              }}
            />
            <div className={styles.textareaFoot}>
              {descriptionError ? (
                <span className="field-error" role="alert">
                  {descriptionError}
                </span>
              ) : (
                <span />
              )}
              <span id="description-count" className={styles.counter}>
                {toPersianDigits(description.length)} / {toPersianDigits(DESCRIPTION_MAX)}
              </span>
            </div>
          </section>
        </div>

        <aside className={styles.side}>
          <section className={`card ${styles.block}`} aria-labelledby="price-title">
            <h2 id="price-title" className={styles.subtitle}>
              صورت‌حساب
            </h2>
            <PriceSummary
              price={price}
              updating={!priceUpToDate && !pricing.error}
              error={pricing.error}
              onRetry={pricing.retry}
            />
            {authState !== 'user' && lines.some((l) => l.hasMembershipDiscount) && (
              <p className={styles.hint}>اعضای باشگاه مشتریان پس از ورود به حساب، تخفیف می‌گیرند.</p>
            )}
          </section>

          <section className={`card ${styles.block} ${styles.payment}`} aria-labelledby="payment-title">
            <h2 id="payment-title" className={styles.subtitle}>
              روش پرداخت
            </h2>
            <ul className={styles.payList} data-testid="payment-types">
              {(['wallet', 'bank', 'pos'] as const)
                .filter((t) => provider.paymentTypes.includes(t))
                .map((t) => (
                  <li key={t}>
                    <strong>{PAYMENT_BY_LABELS[t]}</strong>
                    <span className="muted">{PAYMENT_TEXTS[t]}</span>
                  </li>
                ))}
            </ul>
            <p className={styles.payText}>
              روش پرداخت را در مرحله بعد انتخاب می‌کنید{needsRules ? '؛ پیش از پرداخت، قوانین شعبه را می‌پذیرید.' : '.'}
            </p>
            <button
              type="button"
              className={`btn btn-outline btn-block ${styles.giftButton}`}
              onClick={() => checkout(true)}
              disabled={blocked || Boolean(closed) || !lines.length}
              data-testid="gift-order"
            >
              <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
                <path
                  d="M4 11h16v9H4zM3 7h18v4H3zM12 7v13M12 7s-1.5-4-4-4a2 2 0 0 0 0 4h4Zm0 0s1.5-4 4-4a2 2 0 0 1 0 4h-4Z"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="1.6"
                  strokeLinejoin="round"
                />
              </svg>
              ارسال به عنوان هدیه
            </button>
          </section>

          <div className={styles.submitBar}>
            <div className={styles.submitTotal}>
              <span className="muted">{priceUpToDate && price ? 'مبلغ قابل پرداخت' : 'مبلغ تقریبی'}</span>
              <strong>{formatToman(shownTotal)}</strong>
            </div>
            <button
              type="button"
              className={`btn btn-primary ${styles.submit}`}
              data-testid="submit-order"
              onClick={() => checkout(false)}
              disabled={blocked || Boolean(closed)}
              aria-describedby={closed ? 'branch-closed' : undefined}
            >
              ادامه و پرداخت
            </button>
          </div>
          {closed && (
            <p id="branch-closed" className={`${styles.note} ${styles.warn}`} role="status" data-testid="branch-closed">
              {closed}
            </p>
          )}
          {blocked && (
            <p className={`${styles.note} ${styles.warn}`} role="alert">
              آیتم‌های مشخص‌شده را حذف کنید یا تعدادشان را کم کنید.
            </p>
          )}
        </aside>
      </div>
      <Toast toast={toast} onDone={hideToast} />
    </>
  );
}
