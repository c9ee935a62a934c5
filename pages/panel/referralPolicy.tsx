import { useState } from 'react';
import PanelGuard from '@/components/panel/PanelGuard';
import ReferralPolicyForm from '@/components/panel/referral/ReferralPolicyForm';
import type { ReferralPolicyView } from '@/lib/contracts/money';
import { jalaliDate } from '@/lib/jalali';
import { formatToman } from '@/lib/money';
import { useReferralPoliciesQuery } from '@/store/api/money';
import styles from '@/components/panel/wallet/PanelMoney.module.css';
import AdminTable from '@/components/panel/wallet/AdminTable';

function Policies() {
  const { data, error } = useReferralPoliciesQuery(undefined, { refetchOnMountOrArgChange: true });
  const [editing, setEditing] = useState<ReferralPolicyView | 'new' | null>(null);
  return (
    <>
      {editing ? (
        <ReferralPolicyForm key={editing === 'new' ? 'new' : editing._id} policy={editing === 'new' ? undefined : editing} onDone={() => setEditing(null)} />
      ) : (
        <div>
          <button type="button" className="btn btn-primary" onClick={() => setEditing('new')}>
            + سیاست جدید
          </button>
        </div>
      )}
      <AdminTable error={error} loaded={Boolean(data)} empty={(data?.referralPolicies ?? []).length === 0}>
        {data && (
          <table className={styles.table} data-testid="referral-table">
            <thead>
              <tr>
                <th scope="col">عنوان</th>
                <th scope="col">پاداش دعوت‌کننده</th>
                <th scope="col">هدیه دعوت‌شده</th>
                <th scope="col">حداقل سفارش</th>
                <th scope="col">وضعیت</th>
                <th scope="col">آخرین تغییر</th>
                <th scope="col">
                  <span className="sr-only">عملیات</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {data.referralPolicies.map((p) => (
                <tr key={p._id}>
                  <td>{p.title}</td>
                  <td>{formatToman(p.inviterReward)}</td>
                  <td>{p.inviteeReward ? formatToman(p.inviteeReward) : '—'}</td>
                  <td>{p.minOrderPrice ? formatToman(p.minOrderPrice) : '—'}</td>
                  <td>{p.active ? <span className="badge">فعال</span> : <span className={styles.muted}>غیرفعال</span>}</td>
                  <td>{jalaliDate(p.updatedAt)}</td>
                  <td>
                    <button type="button" className="btn btn-ghost btn-sm" onClick={() => setEditing(p)}>
                      ویرایش
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </AdminTable>
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
