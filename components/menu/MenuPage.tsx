import Head from 'next/head';
import Link from 'next/link';
import { useEffect, useState, type ComponentType } from 'react';
import type { ItemView, MenuCategoryView, ProviderView } from '@/lib/contracts/menu/customer';
import { removeCookie, writeCookie } from '@/lib/client/cookie';
import { PROVIDER_COOKIE, SITE_TITLE, TABLE_COOKIE } from '@/lib/client/site';
import { toPersianDigits } from '@/lib/digits';
import { useAppDispatch, useAppSelector } from '@/store';
import { selectCart, selectCartHydrated, setTable } from '@/store/slices/cartSlice';
import { openModal } from '@/store/slices/modalsSlice';
import { usePageTitle } from '@/lib/client/usePageTitle';
import { clientPart, staticPart } from '@/components/layout/lazy';
import CategoryChips, { sectionId } from './CategoryChips';
import CartBar from './CartBar';
import { hoursText, isOpenAt } from '@/lib/opening-hours';
import styles from './MenuPage.module.css';

// Shown only when a branch has nothing on this menu: its code loads apart from the page's, after hydration
// (the server's HTML stays until it arrives).
const NoResult = staticPart(
  typeof window === 'undefined'
    ? () =>
        // eslint-disable-next-line @typescript-eslint/no-require-imports -- the server's copy; the browser's build drops it
        (require('@/components/ui/NoResult') as typeof import('@/components/ui/NoResult')).default
    : null,
  () => import('@/components/ui/NoResult'),
);

// The table tab's open/join banner (issue 27) loads only at a scanned table, off the menu's first load (issue 25).
const TableTabEntry = clientPart(() => import('@/components/tab/TableTabEntry'));

export type MenuKind = 'cafe' | 'space';

export interface MenuPageProps {
  provider: ProviderView;
  /** Only the categories of this page's kind, each with its items. */
  categories: MenuCategoryView[];
  kind: MenuKind;
  hasCafe: boolean;
  hasSpace: boolean;
  /** The table whose QR code was just scanned (server-rendered, so «میز ۵» shows at once). */
  table?: { _id: string; number: number } | null;
}

/**
 * The card of each item, given by the page (ItemCard on the cafe menu, SpaceItemCard on the workspace ones),
 * so a menu's first load carries only its own kind of card (issue 25).
 */
export type MenuItemCard = ComponentType<{ item: ItemView; eager?: boolean }>;

/** How many cards load their image at once (the rest are lazy): roughly the first screen. */
const EAGER_IMAGES = 4;

function useOpenNow(provider: ProviderView): boolean | null {
  // Worked out in the browser only, so the server's clock and the visitor's never disagree on hydration.
  const [open, setOpen] = useState<boolean | null>(null);
  useEffect(() => {
    const update = () => setOpen(isOpenAt(provider.openingTime, provider.closingTime));
    update();
    const timer = setInterval(update, 60_000);
    return () => clearInterval(timer);
  }, [provider.openingTime, provider.closingTime]);
  return open;
}

/**
 * Seats the cart at a scanned table once the saved cart is read back (so the table joins it), and says
 * which table this visit is at: the scanned one until then, the cart's after (D07).
 */
function useVisitTable(providerId: string, scanned: MenuPageProps['table']): { id: string; number: number } | null {
  const dispatch = useAppDispatch();
  const hydrated = useAppSelector(selectCartHydrated);
  const cart = useAppSelector((s) => selectCart(s, providerId));
  const seated =
    cart?.tableId && cart.tableNumber !== null ? { tableId: cart.tableId, tableNumber: cart.tableNumber } : null;
  useEffect(() => {
    if (!hydrated || !scanned) return;
    // The cookie says "just scanned": read once, so removing the table in the cart is not undone later.
    removeCookie(TABLE_COOKIE);
    if (seated?.tableId !== scanned._id)
      dispatch(setTable({ providerId, tableId: scanned._id, tableNumber: scanned.number }));
    // Only when a scan arrives, not whenever the cart's table changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [hydrated, scanned?._id, providerId]);
  if (!hydrated) return scanned ? { id: scanned._id, number: scanned.number } : null;
  return seated && seated.tableNumber !== null ? { id: seated.tableId, number: seated.tableNumber } : null;
}

function BranchHeader({ provider, kind, hasCafe, hasSpace, table }: Omit<MenuPageProps, 'categories'>) {
  const dispatch = useAppDispatch();
  const open = useOpenNow(provider);
  const visit = useVisitTable(provider._id, table);
  const tableNumber = visit?.number ?? null;
  return (
    <section className={`card ${styles.branch}`} aria-labelledby="branch-name">
      <div className={styles.branchTop}>
        <div className={styles.branchInfo}>
          <h1 id="branch-name" className={styles.branchName}>
            {provider.name}
          </h1>
          {tableNumber !== null && (
            <p className={styles.table} data-testid="menu-table">
              میز {toPersianDigits(tableNumber)}
            </p>
          )}
          {provider.address && <p className={styles.address}>{provider.address}</p>}
          <p className={styles.meta}>
            {open !== null ? (
              <span
                className={`${styles.status} ${open ? styles.open : styles.closed}`}
                data-testid="branch-open-status"
              >
                {open ? 'باز است' : 'بسته است'}
              </span>
            ) : (
              // Holds the badge's place until the browser knows the time, so nothing below moves.
              <span className={styles.status} style={{ visibility: 'hidden' }} aria-hidden="true">
                باز است
              </span>
            )}
            <span className={styles.hours}>ساعت کاری {hoursText(provider.openingTime, provider.closingTime)}</span>
          </p>
        </div>
        <button
          type="button"
          className={`btn btn-outline btn-sm ${styles.branchBtn}`}
          onClick={() => dispatch(openModal({ type: 'branches', props: { provider, kind } }))}
          aria-haspopup="dialog"
        >
          <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
            <path
              d="M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21z M12 12.2a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5z"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.7"
            />
          </svg>
          اطلاعات و تغییر شعبه
        </button>
      </div>
      {visit && kind === 'cafe' && <TableTabEntry tableId={visit.id} tableNumber={visit.number} />}
      {hasCafe && hasSpace && (
        <nav className={styles.tabs} aria-label="بخش‌های شعبه">
          <Link
            href={`/menu/${provider._id}`}
            className={`${styles.tab} ${kind === 'cafe' ? styles.tabActive : ''}`}
            aria-current={kind === 'cafe' ? 'page' : undefined}
          >
            منوی کافه
          </Link>
          <Link
            href={`/menu/cafespace/${provider._id}`}
            className={`${styles.tab} ${kind === 'space' ? styles.tabActive : ''}`}
            aria-current={kind === 'space' ? 'page' : undefined}
          >
            فضای کار اشتراکی
          </Link>
        </nav>
      )}
    </section>
  );
}

/** A branch's menu (cafe items, or workspace passes and rooms), rendered on the server. */
export default function MenuPage({ Card, ...props }: MenuPageProps & { Card: MenuItemCard }) {
  const { provider, categories, kind, hasSpace } = props;
  const dispatch = useAppDispatch();

  useEffect(() => {
    writeCookie(PROVIDER_COOKIE, provider._id, 365);
  }, [provider._id]);
  usePageTitle(provider.name);

  // Where each category's cards start in the page order, so only the first few images load eagerly.
  const starts = categories.map((_, i) => categories.slice(0, i).reduce((n, c) => n + c.items.length, 0));
  const pageTitle = kind === 'space' ? `فضای کار ${provider.name}` : `منوی ${provider.name}`;

  return (
    <>
      <Head>
        <title>{`${pageTitle} | ${SITE_TITLE}`}</title>
        <meta name="description" content={`${pageTitle}${provider.address ? `، ${provider.address}` : ''}`} />
      </Head>
      <div className={`container ${styles.page}`}>
        <BranchHeader {...props} />
        {kind === 'space' && categories.length > 0 && (
          <p className={styles.planLink}>
            <Link href="/plans" data-testid="plans-link">
              پلن ماهانه
            </Link>
            <span>: ساعت اتاق جلسه و پاس روزانه هر ماه، با اعتبار پلن</span>
          </p>
        )}
        {categories.length === 0 ? (
          <div className={`card ${styles.empty}`}>
            {kind === 'space' ? (
              <NoResult
                action={
                  <Link href={`/menu/${provider._id}`} className="btn btn-primary">
                    مشاهده منوی کافه
                  </Link>
                }
              >
                در این شعبه میز کار یا اتاق جلسه‌ای برای رزرو وجود ندارد.
              </NoResult>
            ) : (
              <NoResult
                action={
                  hasSpace ? (
                    <Link href={`/menu/cafespace/${provider._id}`} className="btn btn-primary">
                      مشاهده فضای کار اشتراکی
                    </Link>
                  ) : (
                    <button
                      type="button"
                      className="btn btn-primary"
                      onClick={() => dispatch(openModal({ type: 'branches', props: { provider, kind } }))}
                    >
                      انتخاب شعبه دیگر
                    </button>
                  )
                }
              >
                منوی کافه این شعبه هنوز آماده نیست.
              </NoResult>
            )}
          </div>
        ) : (
          <>
            <CategoryChips categories={categories} />
            {categories.map((c, ci) => (
              <section
                key={c._id}
                id={sectionId(c._id)}
                className={styles.section}
                aria-labelledby={`${sectionId(c._id)}-title`}
              >
                <h2 id={`${sectionId(c._id)}-title`} className={styles.sectionTitle}>
                  {c.title}
                </h2>
                <div className={styles.grid}>
                  {c.items.map((item, i) => (
                    <Card key={item._id} item={item} eager={starts[ci] + i < EAGER_IMAGES} />
                  ))}
                </div>
              </section>
            ))}
          </>
        )}
      </div>
      <CartBar providerId={provider._id} />
    </>
  );
}
