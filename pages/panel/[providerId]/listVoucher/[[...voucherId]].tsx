import Link from 'next/link';
import { useRouter } from 'next/router';
import { useMemo } from 'react';
import BranchPanelPage from '@/components/panel/BranchPanelPage';
import AdminTable, { type Column } from '@/components/ui/AdminTable';
import Notice from '@/components/ui/Notice';
import QueryState from '@/components/ui/QueryState';
import VoucherForm from '@/components/panel/voucher/VoucherForm';
import { voucherUsage } from '@/components/panel/voucher/format';
import { toPersianDigits } from '@/lib/digits';
import { jalaliDateTime } from '@/lib/jalali';
import type { VoucherUserView } from '@/lib/contracts/voucher';
import { formatToman } from '@/lib/money';
import { useVoucherQuery, useVoucherUsersQuery } from '@/store/api/voucher';
import styles from '@/components/panel/shared/PanelForm.module.css';

const USAGE_COLUMNS: Column<VoucherUserView>[] = [
  { header: 'کاربر', cell: (u) => u.name || '—' },
  { header: 'تلفن', cell: (u) => toPersianDigits(u.phone), className: styles.mono },
  { header: 'دفعات', cell: (u) => toPersianDigits(u.uses) },
  { header: 'جمع تخفیف', cell: (u) => formatToman(u.totalDiscount) },
  { header: 'آخرین استفاده', cell: (u) => (u.lastUsedAt ? jalaliDateTime(u.lastUsedAt) : '—') },
];

function Editor({ providerId, voucherId }: { providerId: string; voucherId: string | null }) {
  const voucher = useVoucherQuery(voucherId ?? '', { skip: !voucherId, refetchOnMountOrArgChange: true });
  const usage = useVoucherUsersQuery(voucherId ?? '', { skip: !voucherId, refetchOnMountOrArgChange: true });
  const names = useMemo(() => Object.fromEntries((usage.data?.users ?? []).map((u) => [u._id, u.name])), [usage.data]);
  if (!voucherId) return <VoucherForm providerId={providerId} />;
  return (
    <QueryState query={voucher}>
      {(data) => (
        <>
          <VoucherForm key={data.voucher._id} providerId={providerId} voucher={data.voucher} userNames={names} />
          <section className={styles.page} aria-labelledby="usage-title">
            <h2 id="usage-title" className={styles.heading}>
              {`استفاده‌ها (${voucherUsage(data.voucher)})`}
            </h2>
            <AdminTable
              query={usage}
              rows={(d) => d.users.filter((u) => u.uses > 0)}
              rowKey={(u) => u._id}
              columns={USAGE_COLUMNS}
              empty={<Notice>هنوز کسی از این کد استفاده نکرده است.</Notice>}
              caption="کاربرانی که از این کد استفاده کرده‌اند"
              testId="voucher-users"
            />
          </section>
        </>
      )}
    </QueryState>
  );
}

/** /panel/{providerId}/listVoucher/{voucherId?}: a new voucher, or one voucher's settings and who used it. */
export default function PanelVoucherEditPage() {
  const router = useRouter();
  const raw = router.query.voucherId;
  const voucherId = Array.isArray(raw) ? (raw[0] ?? null) : null;
  const title = voucherId ? 'ویرایش کد تخفیف' : 'کد تخفیف جدید';
  return (
    <BranchPanelPage
      flag="vouchers"
      title={title}
      nav={false}
      waiting={!router.isReady}
      pageClassName={`container ${styles.page}`}
      pageStyle={{ maxWidth: 860 }}
      actions={({ providerId }) => (
        <Link href={`/panel/${encodeURIComponent(providerId)}/voucher`} className="btn btn-ghost">
          بازگشت به فهرست
        </Link>
      )}
    >
      {({ providerId }) => <Editor key={voucherId ?? 'new'} providerId={providerId} voucherId={voucherId} />}
    </BranchPanelPage>
  );
}
