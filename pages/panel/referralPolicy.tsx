import { useState } from 'react';
import PanelGuard from '@/components/panel/PanelGuard';
import AdminTable, { type Column } from '@/components/ui/AdminTable';
import ReferralPolicyForm from '@/components/panel/referral/ReferralPolicyForm';
import type { ReferralPolicyView } from '@/lib/contracts/referral';
import { jalaliDate } from '@/lib/jalali';
import { formatToman } from '@/lib/money';
import { useReferralPoliciesQuery } from '@/store/api/referral';
import styles from '@/components/panel/shared/PanelForm.module.css';

const COLUMNS: Column<ReferralPolicyView>[] = [
  { header: 'عنوان', cell: (p) => p.title },
  { header: 'پاداش دعوت‌کننده', cell: (p) => formatToman(p.inviterReward) },
  { header: 'هدیه دعوت‌شده', cell: (p) => (p.inviteeReward ? formatToman(p.inviteeReward) : '—') },
  { header: 'حداقل سفارش', cell: (p) => (p.minOrderPrice ? formatToman(p.minOrderPrice) : '—') },
  {
    header: 'وضعیت',
    cell: (p) => (p.active ? <span className="badge">فعال</span> : <span className={styles.muted}>غیرفعال</span>),
  },
  { header: 'آخرین تغییر', cell: (p) => jalaliDate(p.updatedAt) },
];

function Policies() {
  const query = useReferralPoliciesQuery(undefined, { refetchOnMountOrArgChange: true });
  const [editing, setEditing] = useState<ReferralPolicyView | 'new' | null>(null);
  return (
    <>
      {editing ? (
        <ReferralPolicyForm
          key={editing === 'new' ? 'new' : editing._id}
          policy={editing === 'new' ? undefined : editing}
          onDone={() => setEditing(null)}
        />
      ) : (
        <div>
          <button type="button" className="btn btn-primary" onClick={() => setEditing('new')}>
            + سیاست جدید
          </button>
        </div>
      )}
      <AdminTable
        query={query}
        rows={(d) => d.referralPolicies}
        rowKey={(p) => p._id}
        columns={COLUMNS}
        actions={[{ label: 'ویرایش', onClick: setEditing }]}
        caption="سیاست‌های دعوت"
        testId="referral-table"
      />
    </>
  );
}

/** /panel/referralPolicy: what inviting a friend is worth (referral permission). */
export default function ReferralPolicyPage() {
  return (
    <PanelGuard title="سیاست دعوت از دوستان" flag="referral">
      {() => (
        <div className={`container ${styles.page}`}>
          <h1 className={styles.heading}>سیاست دعوت از دوستان</h1>
          <Policies />
        </div>
      )}
    </PanelGuard>
  );
}
