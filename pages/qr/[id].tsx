import type { GetServerSideProps } from 'next';
import Head from 'next/head';
import { useRouter } from 'next/router';
import { useEffect, useRef } from 'react';
import Cookies from 'js-cookie';
import { PROVIDER_COOKIE, SITE_TITLE } from '@/lib/client/site';
import { toPersianDigits } from '@/lib/digits';
import { useAppDispatch, useAppSelector } from '@/store';
import { selectCartHydrated, setTable } from '@/store/slices/cartSlice';
import { usePageTitle } from '@/lib/client/usePageTitle';
import Spinner from '@/components/ui/Spinner';
import { ssr } from '@/server/ssr';
import { qrTarget, type TableView } from '@/server/services/provider/tables';
import QrGone from '@/components/cart/QrGone';
import styles from '@/components/cart/QrPage.module.css';

type Props = { table: TableView } | { gone: { providerId: string | null; removed: boolean } };

export const getServerSideProps: GetServerSideProps<Props> = async ({ params, req, res }) =>
  ssr(req, async () => {
    const target = await qrTarget(String(params?.id ?? ''));
    // A removed or unknown table's code still gets a page (leading to the menu), with a 404 status.
    if ('gone' in target) res.statusCode = 404;
    return target;
  });

/** /qr/{tableId}: the code on a table; or, for a removed or unknown table, a page that leads to the menu. */
export default function QrPage(props: Props) {
  return 'table' in props ? <QrTable table={props.table} /> : <QrGone {...props.gone} />;
}

/** Seats the cart at the table and opens the branch's menu. */
function QrTable({ table }: { table: TableView }) {
  const dispatch = useAppDispatch();
  const router = useRouter();
  const label = `میز ${toPersianDigits(table.number)}`;
  const seated = useRef(false);

  usePageTitle(label);
  const hydrated = useAppSelector(selectCartHydrated);

  useEffect(() => {
    // Only once the saved cart is read back (hydrated), so the table joins it instead of replacing it.
    if (!hydrated || seated.current) return;
    seated.current = true;
    dispatch(setTable({ providerId: table.providerId, tableId: table._id, tableNumber: table.number }));
    Cookies.set(PROVIDER_COOKIE, table.providerId, { expires: 365, path: '/', sameSite: 'lax' });
    void router.replace(`/menu/${table.providerId}`);
  }, [dispatch, router, hydrated, table._id, table.number, table.providerId]);

  return (
    <>
      <Head>
        <title>{`${label} | ${SITE_TITLE}`}</title>
        <meta name="robots" content="noindex" />
      </Head>
      <div className={`container ${styles.wrap}`}>
        <div className={`card ${styles.card}`}>
          <div className={styles.table} data-testid="qr-table">
            {label}
          </div>
          <p className={styles.text}>
            <Spinner label="در حال باز کردن منو" /> در حال باز کردن منو…
          </p>
        </div>
      </div>
    </>
  );
}
