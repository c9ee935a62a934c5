import type { GetServerSideProps } from 'next';
import Head from 'next/head';
import Link from 'next/link';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { ProviderView } from '@/lib/contracts/menu';
import type { PriceView } from '@/lib/contracts/order';
import { SITE_TITLE } from '@/lib/client/site';
import { toPersianDigits } from '@/lib/digits';
import { formatToman } from '@/lib/money';
import { PAYMENT_BY_LABELS, UI_ERRORS } from '@/lib/messages';
import type { PaymentType } from '@/lib/contracts/menu';
import { describeError, persianOr } from '@/api-client';
import { useAppDispatch, useAppSelector } from '@/store';
import { useMenuListQuery } from '@/store/api/menu';
import { useCalculatePriceMutation } from '@/store/api/order';
import { addItem, decrementItem, removeLine, selectCart, setDescription, setOrderType, setTable, type CartLine } from '@/store/slices/cartSlice';
import { askConfirm } from '@/store/slices/confirmBus';
import { openModal } from '@/store/slices/modalsSlice';
import { setPageTitle } from '@/store/slices/uiSlice';
import NoResult from '@/components/ui/NoResult';
import Spinner from '@/components/ui/Spinner';
import CartLineRow from '@/components/cart/CartLineRow';
import OrderTypeControl from '@/components/cart/OrderTypeControl';
import PriceSummary from '@/components/cart/PriceSummary';
import Toast, { type ToastMessage } from '@/components/cart/Toast';
import { STOCK_ERROR_CODES } from '@/components/cart/checkoutKey';
import { CART_RECHECK_EVENT, type CheckoutDraft } from '@/components/payment/checkout';
import { ssr } from '@/server/ssr';
import { getProvider } from '@/server/services/provider';
import styles from '@/components/cart/CartPage.module.css';

interface Props {
  provider: ProviderView;
}

export const getServerSideProps: GetServerSideProps<Props> = async ({ params, req }) => ssr(req, async () => getProvider(String(params?.providerId ?? '')));

const DESCRIPTION_MAX = 500;
const PRICE_DEBOUNCE_MS = 300;

type Items = { _id: string; count: number }[];

const itemsOf = (lines: CartLine[]): Items => lines.map((l) => ({ _id: l.orderId, count: l.itemsCount }));

/**
 * True once the saved cart has been read back from local storage. _app reads it in an effect that runs
 * after this page's effects, so the flag flips one task later.
 */
function useCartReady(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setReady(true), 0);
    return () => clearTimeout(timer);
  }, []);
  return ready;
}

/** Payment methods as the cart lists them (the payment type modal offers the same set). */
const PAYMENT_TEXTS: Record<PaymentType, string> = {
  pos: 'هنگام تحویل، در شعبه',
  wallet: 'از موجودی کیف پول',
  bank: 'آنلاین با کارت بانکی',
};

/**
 * /orders/{providerId}: the cart of one branch, priced by the server. Checking out opens the payment
 * type modal (after logging in, for a visitor), or first the gift modal to send it to someone else.
 */
export default function CartPage({ provider }: Props) {
  const providerId = provider._id;
  const dispatch = useAppDispatch();
  const ready = useCartReady();
  const cart = useAppSelector((s) => selectCart(s, providerId));
  const authState = useAppSelector((s) => s.auth.state);
  const lines = useMemo(() => cart?.lines ?? [], [cart]);
  const orderType = cart?.orderType ?? 'inHall';
  const description = cart?.description ?? '';
  const tableNumber = cart?.tableId ? cart.tableNumber : null;

  const { data: menu, refetch: refetchMenu } = useMenuListQuery(providerId);
  const menuItems = useMemo(() => new Map((menu?.menuList ?? []).flatMap((c) => c.items.map((i) => [i._id, i] as const))), [menu]);

  const [calculate] = useCalculatePriceMutation();

  const linesKey = lines.map((l) => `${l.orderId}:${l.itemsCount}`).join(',');
  const [priced, setPriced] = useState<{ key: string; price: PriceView } | null>(null);
  const [priceError, setPriceError] = useState<{ key: string; message: string } | null>(null);
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [toast, setToast] = useState<ToastMessage | null>(null);
  const [retryTick, setRetryTick] = useState(0);
  const [descriptionError, setDescriptionError] = useState<string | null>(null);
  const descriptionRef = useRef<HTMLTextAreaElement>(null);
  const toastId = useRef(0);

  // A checkout refused on stock in the payment modal: price again, which marks the offending lines.
  useEffect(() => {
    const recheck = (e: Event) => {
      if ((e as CustomEvent<string>).detail === providerId) setRetryTick((n) => n + 1);
    };
    window.addEventListener(CART_RECHECK_EVENT, recheck);
    return () => window.removeEventListener(CART_RECHECK_EVENT, recheck);
  }, [providerId]);

  const showToast = useCallback((text: string) => setToast({ id: ++toastId.current, text }), []);
  const hideToast = useCallback(() => setToast(null), []);

  useEffect(() => {
    dispatch(setPageTitle('سبد خرید'));
    return () => {
      dispatch(setPageTitle(null));
    };
  }, [dispatch]);

  /** After a stock refusal, prices each line alone to find the ones the server refuses. */
  const findProblems = useCallback(
    async (items: Items) => {
      const results = await Promise.all(
        items.map((i) =>
          calculate({ providerId, items: [i] })
            .unwrap()
            .then(() => null)
            .catch((err: unknown) => {
              const info = describeError(err);
              return info.code && STOCK_ERROR_CODES.has(info.code) ? ([i._id, info.message] as const) : null;
            }),
        ),
      );
      setProblems(Object.fromEntries(results.filter((r): r is readonly [string, string] => r !== null)));
    },
    [calculate, providerId],
  );

  // The server prices the cart on load and ~300 ms after the last change (and again after logging in,
  // which may add the member discount).
  useEffect(() => {
    if (!ready || !linesKey) return;
    let cancelled = false;
    const items: Items = linesKey.split(',').map((part) => {
      const [_id, count] = part.split(':');
      return { _id, count: Number(count) };
    });
    const timer = setTimeout(async () => {
      try {
        const { price } = await calculate({ providerId, items }).unwrap();
        if (cancelled) return;
        setPriced({ key: linesKey, price });
        setPriceError(null);
        setProblems({});
        setToast(null);
      } catch (err) {
        if (cancelled) return;
        const message = persianOr(err, UI_ERRORS.priceCalc);
        setPriceError({ key: linesKey, message });
        showToast(message);
        const code = describeError(err).code;
        if (code && STOCK_ERROR_CODES.has(code)) {
          refetchMenu();
          await findProblems(items);
        }
      }
    }, PRICE_DEBOUNCE_MS);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [ready, linesKey, providerId, authState, retryTick, calculate, findProblems, refetchMenu, showToast]);

  const confirmRemove = async (line: CartLine) => {
    const yes = await askConfirm(dispatch, { title: 'حذف از سبد خرید', message: 'این آیتم از سبد خرید حذف شود؟', confirmText: 'حذف', cancelText: 'انصراف', danger: true });
    if (yes) dispatch(removeLine({ providerId, orderId: line.orderId }));
  };

  const increment = (line: CartLine) => dispatch(addItem({ ...line, count: 1 }));
  const decrement = (line: CartLine) => {
    if (line.itemsCount <= 1) void confirmRemove(line);
    else dispatch(decrementItem({ providerId, orderId: line.orderId }));
  };

  const soldOutIds = new Set(lines.filter((l) => menu && (!menuItems.get(l.orderId) || !menuItems.get(l.orderId)!.available)).map((l) => l.orderId));
  const blocked = soldOutIds.size > 0 || Object.keys(problems).length > 0;
  const needsRules = provider.hasRules && Boolean(provider.rules.trim());
  const price = priced?.price ?? null;
  const priceUpToDate = priced?.key === linesKey;
  const pricedLines = new Map((priceUpToDate ? price?.lines : [])?.map((l) => [l._id, l]) ?? []);
  const estimate = lines.reduce((n, l) => n + l.orderPrice * l.itemsCount, 0);
  const shownTotal = priceUpToDate && price ? price.price : estimate;

  /** Opens the gift modal or the payment type modal with this cart; a visitor logs in first and lands there. */
  const checkout = (asGift: boolean) => {
    if (!lines.length || blocked) return;
    if (orderType === 'delivery' && !description.trim()) {
      setDescriptionError('برای ارسال، نشانی و شماره تماس را در توضیحات بنویسید.');
      descriptionRef.current?.focus();
      return;
    }
    const draft: CheckoutDraft = {
      providerId,
      items: itemsOf(lines),
      description: description.trim(),
      // A table is an in-hall thing; take-away and delivery orders go without it.
      tableId: orderType === 'inHall' ? (cart?.tableId ?? null) : null,
      orderType,
    };
    const next = { type: asGift ? ('gift' as const) : ('paymentType' as const), props: { checkout: draft } };
    // While the session check is still out, the modal opens; it hands over to login if there is no session.
    dispatch(authState === 'guest' ? openModal({ type: 'login', props: { then: next } }) : openModal(next));
  };

  const head = (
    <Head>
      <title>{`سبد خرید ${provider.name} | ${SITE_TITLE}`}</title>
      <meta name="robots" content="noindex" />
    </Head>
  );

  if (!ready) {
    return (
      <>
        {head}
        <div className={`container ${styles.center}`}>
          <Spinner label="در حال بارگذاری سبد خرید" />
        </div>
      </>
    );
  }

  if (!lines.length) {
    return (
      <>
        {head}
        <div className="container">
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
      </>
    );
  }

  return (
    <>
      {head}
      <div className={`container ${styles.page}`}>
        <div className={styles.main}>
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
                const p = pricedLines.get(line.orderId);
                return (
                  <CartLineRow
                    key={line.orderId}
                    line={line}
                    unitPrice={p?.originalUnitPrice ?? line.orderPrice}
                    lineTotal={p?.lineTotal ?? null}
                    soldOut={soldOutIds.has(line.orderId)}
                    problem={problems[line.orderId] ?? null}
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
            <OrderTypeControl value={orderType} onChange={(t) => dispatch(setOrderType({ providerId, orderType: t }))} />
            {orderType === 'inHall' && tableNumber !== null && (
              <div className={styles.table} data-testid="cart-table">
                <span className={styles.tableLabel}>میز {toPersianDigits(tableNumber)}</span>
                <button type="button" className="btn btn-ghost btn-sm" onClick={() => dispatch(setTable({ providerId, tableId: null, tableNumber: null }))} aria-label={`حذف میز ${toPersianDigits(tableNumber)}`}>
                  حذف میز
                </button>
              </div>
            )}
            {orderType === 'inHall' && tableNumber === null && <p className={styles.note}>سفارش را سر میز یا پای پیشخوان تحویل می‌گیرید.</p>}
            {orderType === 'takeAway' && <p className={styles.note}>سفارش بسته‌بندی می‌شود و آن را از پیشخوان تحویل می‌گیرید.</p>}
            {orderType === 'delivery' && (
              <p className={`${styles.note} ${styles.warn}`} data-testid="delivery-note">
                برای ارسال، نشانی کامل و شماره تماس گیرنده را در توضیحات بنویسید.
              </p>
            )}
          </section>

          <section className={`card ${styles.block}`}>
            <label htmlFor="order-description" className={styles.subtitle}>
              {orderType === 'delivery' ? 'نشانی و توضیحات' : 'توضیحات'}
            </label>
            <textarea
              id="order-description"
              ref={descriptionRef}
              className={`input ${styles.textarea}`}
              rows={3}
              maxLength={DESCRIPTION_MAX}
              value={description}
              placeholder={orderType === 'delivery' ? 'نشانی کامل، پلاک، واحد و شماره تماس' : 'مثلا: شیر بدون لاکتوز، شکر کم'}
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
              updating={!priceUpToDate && !(priceError?.key === linesKey)}
              error={priceError?.key === linesKey ? priceError.message : null}
              onRetry={() => setRetryTick((n) => n + 1)}
            />
            {authState !== 'user' && lines.some((l) => l.hasMembershipDiscount) && <p className={styles.hint}>اعضای باشگاه مشتریان پس از ورود به حساب، تخفیف می‌گیرند.</p>}
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
            <p className={styles.payText}>روش پرداخت را در مرحله بعد انتخاب می‌کنید{needsRules ? '؛ پیش از پرداخت، قوانین شعبه را می‌پذیرید.' : '.'}</p>
            <button type="button" className={`btn btn-outline btn-block ${styles.giftButton}`} onClick={() => checkout(true)} disabled={blocked || !lines.length} data-testid="gift-order">
              <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
                <path d="M4 11h16v9H4zM3 7h18v4H3zM12 7v13M12 7s-1.5-4-4-4a2 2 0 0 0 0 4h4Zm0 0s1.5-4 4-4a2 2 0 0 1 0 4h-4Z" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinejoin="round" />
              </svg>
              ارسال به عنوان هدیه
            </button>
          </section>

          <div className={styles.submitBar}>
            <div className={styles.submitTotal}>
              <span className="muted">{priceUpToDate && price ? 'مبلغ قابل پرداخت' : 'مبلغ تقریبی'}</span>
              <strong>{formatToman(shownTotal)}</strong>
            </div>
            <button type="button" className={`btn btn-primary ${styles.submit}`} data-testid="submit-order" onClick={() => checkout(false)} disabled={blocked}>
              ادامه و پرداخت
            </button>
          </div>
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
