import { useState } from 'react';
import PanelGuard from '@/components/panel/PanelGuard';
import OfficeNav from '@/components/panel/OfficeNav';
import AdminTable, { type Column } from '@/components/ui/AdminTable';
import PlanForm from '@/components/panel/plan/PlanForm';
import { branchesText, creditLines } from '@/components/plan/planCopy';
import type { PlanAdminView } from '@/lib/contracts/plan';
import { toPersianDigits } from '@/lib/digits';
import { formatToman } from '@/lib/money';
import { useAdminPlansQuery, usePlanActivationMutation } from '@/store/api/plan';
import styles from '@/components/panel/shared/PanelForm.module.css';

/** Credits used at each branch: «میرداماد: ۶ ساعت اتاق، ۱ پاس، ۴ نوشیدنی». */
function usageText(p: PlanAdminView): string {
  if (!p.usage.length) return '—';
  return p.usage
    .map(
      (u) =>
        `${u.providerName}: ${toPersianDigits(u.roomHours)} ساعت اتاق، ${toPersianDigits(u.dayPasses)} پاس، ${toPersianDigits(u.drinks)} نوشیدنی`,
    )
    .join(' · ');
}

function Plans() {
  const query = useAdminPlansQuery(undefined, { refetchOnMountOrArgChange: true });
  const [toggle] = usePlanActivationMutation();
  const [editing, setEditing] = useState<PlanAdminView | 'new' | null>(null);
  const columns: Column<PlanAdminView>[] = [
    { header: 'عنوان', cell: (p) => p.title },
    { header: 'اعتبار', cell: (p) => creditLines(p.credits).join('، ') || '—' },
    { header: 'شعبه‌ها', cell: (p) => branchesText(p) },
    { header: 'قیمت', cell: (p) => `${formatToman(p.price)} / ${toPersianDigits(p.months)} ماه` },
    { header: 'فروخته‌شده', cell: (p) => toPersianDigits(p.sold) },
    { header: 'اعتبار مصرف‌شده به تفکیک شعبه', cell: usageText },
    {
      header: 'در حال فروش',
      toggle: {
        checked: (p) => p.active,
        label: (p) => `در حال فروش بودن ${p.title}`,
        onChange: (p, active) => toggle({ planId: p._id, active }).unwrap(),
      },
    },
  ];
  return (
    <>
      <h1 className={styles.heading}>پلن‌های ماهانه</h1>
      {editing ? (
        <PlanForm
          key={editing === 'new' ? 'new' : editing._id}
          plan={editing === 'new' ? undefined : editing}
          onDone={() => setEditing(null)}
        />
      ) : (
        <div>
          <button type="button" className="btn btn-primary" onClick={() => setEditing('new')} data-testid="new-plan">
            + پلن جدید
          </button>
        </div>
      )}
      <AdminTable
        query={query}
        rows={(d) => d.plans}
        rowKey={(p) => p._id}
        columns={columns}
        actions={[{ label: 'ویرایش', onClick: setEditing }]}
        caption="پلن‌های ماهانه"
        testId="plan-table"
      />
    </>
  );
}

/** /panel/plans: head office's member plans: create, edit, put on or take off sale; sold and credits used per branch. */
export default function PanelPlansPage() {
  return (
    <PanelGuard nav={OfficeNav} flag="bundles" title="پلن‌های ماهانه">
      {() => <Plans />}
    </PanelGuard>
  );
}
