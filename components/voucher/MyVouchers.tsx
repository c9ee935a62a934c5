import { useState } from 'react';
import MoneyScreen from '@/components/wallet/MoneyScreen';
import Pagination from '@/components/ui/Pagination';
import CopyButton from '@/components/ui/CopyButton';
import ScanCode from '@/components/ui/ScanCode';
import NoResult from '@/components/ui/NoResult';
import Spinner from '@/components/ui/Spinner';
import type { MyVoucherView } from '@/lib/contracts/voucher';
import { toPersianDigits } from '@/lib/digits';
import { jalaliDate } from '@/lib/jalali';
import { formatToman } from '@/lib/money';
import { useAppSelector } from '@/store';
import { useMyVouchersQuery } from '@/store/api/voucher';
import styles from '@/components/wallet/Money.module.css';

function describe(v: MyVoucherView): string {
  const off =
    v.type === 'percent'
      ? `${toPersianDigits(v.value)}٪ تخفیف${v.maxDiscount ? ` تا سقف ${formatToman(v.maxDiscount)}` : ''}`
      : `${formatToman(v.value)} تخفیف`;
  const min = v.minOrderPrice > 0 ? ` برای سفارش‌های بالای ${formatToman(v.minOrderPrice)}` : '';
  return off + min;
}

/** My discount codes (/profile/voucher and /profile-voucher): codes given to me, with uses left and end date. */
export default function MyVouchers() {
  const loggedIn = useAppSelector((s) => s.auth.state === 'user');
  const [page, setPage] = useState(1);
  const { data, isFetching } = useMyVouchersQuery(page, { skip: !loggedIn, refetchOnMountOrArgChange: true });
  const pages = Math.max(1, Math.ceil((data?.total ?? 0) / 20));
  return (
    <MoneyScreen title="کدهای تخفیف من" guestText="برای دیدن کدهای تخفیف خود وارد حساب شوید.">
      <h1 className={styles.heading}>کدهای تخفیف من</h1>
      {!data && (
        <div className={styles.center}>
          <Spinner />
        </div>
      )}
      {data && data.vouchers.length === 0 && <NoResult title="کد تخفیفی برای شما ثبت نشده است." />}
      <ul className={styles.list}>
        {data?.vouchers.map((v) => (
          <li key={v._id} className={`${styles.item} ${v.usable ? '' : styles.off}`} data-testid="my-voucher">
            <div className={styles.itemHead}>
              <span className={styles.code}>{v.code}</span>
              <CopyButton text={v.code} label="کپی کد" />
            </div>
            {v.title && <h2 className={styles.itemTitle}>{v.title}</h2>}
            <span>{describe(v)}</span>
            <span className={styles.meta}>
              {v.providerName}
              {v.endDate ? ` · تا ${jalaliDate(v.endDate)}` : ''}
              {v.remainingForMe !== null ? ` · ${toPersianDigits(v.remainingForMe)} بار دیگر قابل استفاده` : ''}
              {!v.usable ? ' · فعلا قابل استفاده نیست' : ''}
            </span>
            {v.usable && <ScanCode kind="voucher" id={v.code} label="کد QR برای شعبه" />}
          </li>
        ))}
      </ul>
      {pages > 1 && <Pagination page={page} pages={pages} onChange={setPage} disabled={isFetching} />}
    </MoneyScreen>
  );
}
