import Link from 'next/link';
import { useRouter } from 'next/router';
import { useMemo } from 'react';
import PanelGuard from '@/components/panel/PanelGuard';
import VoucherForm from '@/components/panel/voucher/VoucherForm';
import { voucherUsage } from '@/components/panel/voucher/format';
import Spinner from '@/components/ui/Spinner';
import { describeError } from '@/api-client';
import { toPersianDigits } from '@/lib/digits';
import { jalaliDateTime } from '@/lib/jalali';
import { formatToman } from '@/lib/money';
import { useProviderQuery } from '@/store/api/menu';
import { useVoucherQuery, useVoucherUsersQuery } from '@/store/api/voucher';
import styles from '@/components/panel/wallet/PanelMoney.module.css';

function Editor({ providerId, voucherId }: { providerId: string; voucherId: string | null }) {
  const { data, error } = useVoucherQuery(voucherId ?? '', { skip: !voucherId, refetchOnMountOrArgChange: true });
  const { data: usage } = useVoucherUsersQuery(voucherId ?? '', { skip: !voucherId, refetchOnMountOrArgChange: true });
  const names = useMemo(() => Object.fromEntries((usage?.users ?? []).map((u) => [u._id, u.name])), [usage]);
  if (!voucherId) return <VoucherForm providerId={providerId} />;
  if (error) return <p className={styles.alert}>{describeError(error).message}</p>;
  if (!data) return <Spinner />;
  const users = usage?.users.filter((u) => u.uses > 0) ?? [];
  return (
    <>
      <VoucherForm key={data.voucher._id} providerId={providerId} voucher={data.voucher} userNames={names} />
      <section className={styles.page} aria-labelledby="usage-title">
        <h2 id="usage-title" className={styles.heading}>
          {`استفاده‌ها (${voucherUsage(data.voucher)})`}
        </h2>
        <div className={styles.tableWrap}>
          {users.length === 0 ? (
            <div className={styles.empty}>هنوز کسی از این کد استفاده نکرده است.</div>
          ) : (
            <table className={styles.table} data-testid="voucher-users">
              <thead>
                <tr>
                  <th scope="col">کاربر</th>
                  <th scope="col">تلفن</th>
                  <th scope="col">دفعات</th>
                  <th scope="col">جمع تخفیف</th>
                  <th scope="col">آخرین استفاده</th>
                </tr>
              </thead>
              <tbody>
                {users.map((u) => (
                  <tr key={u._id}>
                    <td>{u.name || '—'}</td>
                    <td className={styles.mono}>{toPersianDigits(u.phone)}</td>
                    <td>{toPersianDigits(u.uses)}</td>
                    <td>{formatToman(u.totalDiscount)}</td>
                    <td>{u.lastUsedAt ? jalaliDateTime(u.lastUsedAt) : '—'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </div>
      </section>
    </>
  );
}

/** /panel/{providerId}/listVoucher/{voucherId?}: a new voucher, or one voucher's settings and who used it. */
export default function PanelVoucherEditPage() {
  const router = useRouter();
  const providerId = typeof router.query.providerId === 'string' ? router.query.providerId : undefined;
  const raw = router.query.voucherId;
  const voucherId = Array.isArray(raw) ? (raw[0] ?? null) : null;
  const { data } = useProviderQuery(providerId ?? '', { skip: !providerId });
  const title = voucherId ? 'ویرایش کد تخفیف' : 'کد تخفیف جدید';
  return (
    <PanelGuard providerId={providerId} flag="vouchers" waiting={!router.isReady || !providerId} title={title}>
      {() => (
        <div className={`container ${styles.page}`} style={{ maxWidth: 860 }}>
          <div className={styles.top}>
            <h1 className={styles.heading}>
              {title} {data && <span className={styles.sub}>{data.provider.name}</span>}
            </h1>
            <Link href={`/panel/${encodeURIComponent(providerId!)}/voucher`} className="btn btn-ghost">
              بازگشت به فهرست
            </Link>
          </div>
          <Editor key={voucherId ?? 'new'} providerId={providerId!} voucherId={voucherId} />
        </div>
      )}
    </PanelGuard>
  );
}
