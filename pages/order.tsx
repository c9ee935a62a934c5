import Head from 'next/head';
import dynamic from 'next/dynamic';
import Link from 'next/link';
import type { ReactNode } from 'react';
import Cookies from 'js-cookie';
import { PROVIDER_COOKIE, SITE_TITLE } from '@/lib/client/site';
import { toPersianDigits } from '@/lib/digits';
import type { OrderStatus } from '@/lib/order-rules';
import { useAppSelector } from '@/store';
import { useMyOrdersQuery } from '@/store/api/order';
import { selectCartHydrated, type CartState } from '@/store/slices/cartSlice';
import { usePageTitle } from '@/lib/client/usePageTitle';
import NoResult from '@/components/ui/NoResult';
import QueryState from '@/components/ui/QueryState';
import LoginPrompt from '@/components/ui/LoginPrompt';
import OrderCard, { OrderCardSkeleton } from '@/components/order/OrderCard';
import list from '@/components/order/PreviousOrders.module.css';
import styles from '@/components/order/CurrentOrder.module.css';

// Orders placed offline and not sent yet (IndexedDB): loaded after the page, and only in the browser.
const OutboxList = dynamic(() => import(/* webpackChunkName: "outbox-list" */ '@/components/order/OutboxList'), {
  ssr: false,
});

const PAGE_TITLE = 'سفارش من';
/** An order still on its way: not delivered and not canceled. */
const OPEN: ReadonlySet<OrderStatus> = new Set(['awaitingPayment', 'new', 'accepted', 'preparing', 'ready']);

/** The branches whose cart holds something, the last-visited branch first. */
function openCarts(
  cart: CartState,
  current: string | null,
): { providerId: string; count: number; tableNumber: number | null }[] {
  return Object.entries(cart.byProvider)
    .map(([providerId, c]) => ({
      providerId,
      count: c.lines.reduce((n, l) => n + l.itemsCount, 0),
      tableNumber: c.tableId ? c.tableNumber : null,
    }))
    .filter((c) => c.count > 0)
    .sort((a, b) => Number(b.providerId === current) - Number(a.providerId === current));
}

/**
 * /order: the customer's way back to what they are ordering now: the open cart of their branch and
 * their orders still on the way (each opens its tracking). Never a dead end: a guest is asked to sign
 * in for their orders, and with nothing open the page leads to the menu.
 */
export default function CurrentOrder() {
  const authState = useAppSelector((s) => s.auth.state);
  const cart = useAppSelector((s) => s.cart);
  const hydrated = useAppSelector(selectCartHydrated);
  // Read with the saved cart (after the first render), so the server's page and the browser's agree.
  const current = hydrated ? (Cookies.get(PROVIDER_COOKIE) ?? null) : null;
  const { data, error, isFetching, refetch } = useMyOrdersQuery(
    { page: 1 },
    { skip: authState !== 'user', refetchOnMountOrArgChange: true },
  );
  usePageTitle(PAGE_TITLE);

  const carts = hydrated ? openCarts(cart, current) : [];
  const open = data?.orders.filter((o) => OPEN.has(o.status)) ?? [];
  const menuHref = current ? `/menu/${encodeURIComponent(current)}` : '/menu';

  const cartCards = carts.length > 0 && (
    <section aria-labelledby="order-carts" className={styles.section}>
      <h2 id="order-carts" className={styles.subtitle}>
        سبد خرید
      </h2>
      <ul className={list.list}>
        {carts.map((c) => (
          <li key={c.providerId}>
            <Link
              href={`/orders/${encodeURIComponent(c.providerId)}`}
              className={`card ${styles.cart}`}
              data-testid="order-open-cart"
            >
              <span>
                {`${toPersianDigits(c.count)} قلم در سبد خرید`}
                {c.tableNumber !== null && (
                  <span className={styles.cartTable}>{` · میز ${toPersianDigits(c.tableNumber)}`}</span>
                )}
              </span>
              <span className={styles.more}>ادامه سفارش</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );

  const empty = (
    <div className="card" data-testid="order-empty">
      <NoResult
        title="سفارش در جریانی ندارید"
        action={
          <Link href={menuHref} className="btn btn-primary">
            مشاهده منو
          </Link>
        }
      >
        سبد خرید شما خالی است و سفارشی در راه نیست.
      </NoResult>
    </div>
  );

  let orders: ReactNode;
  if (authState === 'guest') {
    orders = <LoginPrompt text="برای دیدن سفارشی که ثبت کرده‌اید، وارد حساب کاربری خود شوید." />;
  } else {
    orders = (
      <QueryState
        query={{ data, error, isFetching, refetch }}
        loading={
          <ul className={list.list} aria-busy="true" aria-label="در حال بارگذاری سفارش‌ها">
            <OrderCardSkeleton />
          </ul>
        }
        errorTitle="دریافت سفارش‌ها ممکن نشد."
        renderError={(info) =>
          info.status === 401 ? <LoginPrompt text="نشست شما به پایان رسیده است. لطفا دوباره وارد شوید." /> : null
        }
        isEmpty={() => open.length === 0}
        empty={() => (carts.length === 0 ? empty : null)}
      >
        {() => (
          <section aria-labelledby="order-open" className={styles.section}>
            <h2 id="order-open" className={styles.subtitle}>
              سفارش‌های در جریان
            </h2>
            <ul className={list.list} data-testid="order-open-orders">
              {open.map((o) => (
                <OrderCard key={o._id} order={o} />
              ))}
            </ul>
          </section>
        )}
      </QueryState>
    );
  }

  return (
    <>
      <Head>
        <title>{`${PAGE_TITLE} | ${SITE_TITLE}`}</title>
        <meta name="robots" content="noindex" />
      </Head>
      <div className={`container ${list.page}`}>
        <h1 className={list.title}>{PAGE_TITLE}</h1>
        <OutboxList />
        {cartCards}
        {orders}
        <p className={styles.footer}>
          <Link href="/previousOrders">همه سفارش‌های پیشین</Link>
        </p>
      </div>
    </>
  );
}
