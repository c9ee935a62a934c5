import Head from 'next/head';
import { useState } from 'react';
import BundleCard from '@/components/bundle/BundleCard';
import Pagination from '@/components/ui/Pagination';
import NoResult from '@/components/ui/NoResult';
import Spinner from '@/components/ui/Spinner';
import { describeError } from '@/api-client';
import { SITE_TITLE } from '@/lib/client/site';
import { useAppDispatch } from '@/store';
import { useProviderListQuery } from '@/store/api/menu';
import { useBundlesQuery } from '@/store/api/bundle';
import { openModal } from '@/store/slices/modalsSlice';
import { usePageTitle } from '@/lib/client/usePageTitle';
import styles from '@/components/bundle/Bundle.module.css';
import money from '@/components/wallet/Money.module.css';

/** /bundle: prepaid bundles on sale (10 coffees, 10 workspace days…) at a price below their parts, by branch. */
export default function BundlesPage() {
  const dispatch = useAppDispatch();
  const [providerId, setProviderId] = useState<string | null>(null);
  const [page, setPage] = useState(1);
  const { data: providers } = useProviderListQuery();
  const { data, error, isFetching } = useBundlesQuery({ page, providerId });
  const pages = Math.max(1, Math.ceil((data?.total ?? 0) / 20));

  usePageTitle('بسته‌ها');

  const pick = (id: string | null) => {
    setProviderId(id);
    setPage(1);
  };

  return (
    <div className={`container ${money.page}`} style={{ maxWidth: 1120 }}>
      <Head>
        <title>{`بسته‌ها | ${SITE_TITLE}`}</title>
        <meta name="description" content="بسته‌های پیش‌خرید قهوه و فضای کار اشتراکی با قیمتی کمتر از خرید تکی." />
      </Head>
      <h1 className={money.heading}>بسته‌های پیش‌خرید</h1>
      <p className={money.hint}>
        چند قهوه یا چند روز کار را یک‌جا و ارزان‌تر بخرید؛ هر بار که سفارش می‌دهید از بسته کم می‌شود.
      </p>
      {providers && providers.providers.length > 1 && (
        <div className={styles.chips} role="group" aria-label="شعبه">
          <button type="button" className={styles.chip} aria-pressed={providerId === null} onClick={() => pick(null)}>
            همه شعبه‌ها
          </button>
          {providers.providers.map((p) => (
            <button
              key={p._id}
              type="button"
              className={styles.chip}
              aria-pressed={providerId === p._id}
              onClick={() => pick(p._id)}
            >
              {p.name}
            </button>
          ))}
        </div>
      )}
      {error && (
        <p className="field-error" role="alert">
          {describeError(error).message}
        </p>
      )}
      {!data && !error && (
        <div className={money.center}>
          <Spinner />
        </div>
      )}
      {data && data.bundles.length === 0 && <NoResult />}
      {data && data.bundles.length > 0 && (
        <ul className={styles.grid}>
          {data.bundles.map((b) => (
            <li key={b._id}>
              <BundleCard bundle={b} onBuy={() => dispatch(openModal({ type: 'bundlePrice', props: { bundle: b } }))} />
            </li>
          ))}
        </ul>
      )}
      {pages > 1 && <Pagination page={page} pages={pages} onChange={setPage} disabled={isFetching} />}
    </div>
  );
}
