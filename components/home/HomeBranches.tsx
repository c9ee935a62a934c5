import Link from 'next/link';
import { useProviderListQuery } from '@/store/api/menu';
import type { ProviderView } from '@/lib/contracts/menu/customer';
import { toPersianDigits } from '@/lib/digits';
import { isOpenAt } from '@/lib/opening-hours';
import styles from '@/components/layout/Home.module.css';
import { BranchesSkeleton } from './BranchesSkeleton';

function BranchCard({ p }: { p: ProviderView }) {
  const workspace = p.displayType.includes('sharedWorkspace');
  const cafe = p.displayType.includes('cafe');
  const open = isOpenAt(p.openingTime, p.closingTime);
  return (
    <li className={styles.branch} data-testid="home-branch">
      <div className={styles.branchHead}>
        <h3 className={styles.branchName}>{p.name}</h3>
        {open !== null && (
          <span className={`${styles.status} ${open ? styles.open : styles.closed}`}>
            {open ? 'باز است' : 'بسته است'}
          </span>
        )}
      </div>
      <p className={styles.kinds}>{[workspace && 'فضای کار اشتراکی', cafe && 'کافه'].filter(Boolean).join(' · ')}</p>
      <p className={styles.line}>{p.address}</p>
      <p className={styles.line}>
        <span className="muted">ساعت کاری: </span>
        {`${toPersianDigits(p.openingTime)} تا ${toPersianDigits(p.closingTime)}`}
      </p>
      {p.staticPhone && (
        <p className={styles.line}>
          <span className="muted">تلفن: </span>
          <a href={`tel:${p.staticPhone}`} dir="ltr" className={styles.tel}>
            {toPersianDigits(p.staticPhone)}
          </a>
        </p>
      )}
      <div className={styles.branchActions}>
        <Link href={`/menu/${encodeURIComponent(p._id)}`} className="btn btn-primary btn-sm">
          {cafe ? 'منوی کافه' : 'منوی شعبه'}
        </Link>
        {workspace && (
          <Link href={`/menu/cafespace/${encodeURIComponent(p._id)}`} className="btn btn-outline btn-sm">
            رزرو فضای کار
          </Link>
        )}
      </div>
    </li>
  );
}

/** The home page's list of branches, fetched in the browser (the page loads this after hydrating). */
export default function HomeBranches() {
  const { data, isLoading, isError, refetch } = useProviderListQuery();
  const providers = (data?.providers ?? []).filter((p) => p.active !== false);
  return (
    <>
      {isLoading && <BranchesSkeleton />}
      {isError && (
        <div className={`card ${styles.error}`} role="alert">
          <p>فهرست شعبه‌ها دریافت نشد.</p>
          <button type="button" className="btn btn-outline btn-sm" onClick={() => refetch()}>
            تلاش دوباره
          </button>
        </div>
      )}
      {providers.length > 0 && (
        <ul className={styles.branchList}>
          {providers.map((p) => (
            <BranchCard key={p._id} p={p} />
          ))}
        </ul>
      )}
    </>
  );
}
