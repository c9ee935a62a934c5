import BranchPanelPage from '@/components/panel/BranchPanelPage';
import { useState } from 'react';
import AdminTable, { type Column } from '@/components/ui/AdminTable';
import BundleForm from '@/components/panel/bundle/BundleForm';
import type { BundleView } from '@/lib/contracts/bundle';
import { toPersianDigits } from '@/lib/digits';
import { formatToman } from '@/lib/money';
import { useAdminBundlesQuery, useBundleActivationMutation } from '@/store/api/bundle';
import styles from '@/components/panel/shared/PanelForm.module.css';

function Bundles({ providerId }: { providerId: string }) {
  const args = { providerId, page: 1 };
  const query = useAdminBundlesQuery(args, { refetchOnMountOrArgChange: true });
  const [toggle] = useBundleActivationMutation();
  const [editing, setEditing] = useState<BundleView | 'new' | null>(null);

  const columns: Column<BundleView>[] = [
    { header: 'عنوان', cell: (b) => b.title },
    { header: 'اقلام', cell: (b) => b.items.map((i) => `${toPersianDigits(i.count)}× ${i.title}`).join('، ') },
    { header: 'قیمت اقلام', cell: (b) => <del className={styles.muted}>{formatToman(b.originalPrice)}</del> },
    { header: 'قیمت بسته', cell: (b) => formatToman(b.price) },
    { header: 'اعتبار', cell: (b) => `${toPersianDigits(b.validDays)} روز` },
    {
      header: 'در حال فروش',
      toggle: {
        checked: (b) => b.active,
        label: (b) => `در حال فروش بودن ${b.title}`,
        onChange: (b, active) => toggle({ bundleId: b._id, active, listArgs: args }).unwrap(),
      },
    },
  ];

  return (
    <>
      {editing ? (
        <BundleForm
          key={editing === 'new' ? 'new' : editing._id}
          providerId={providerId}
          bundle={editing === 'new' ? undefined : editing}
          onDone={() => setEditing(null)}
        />
      ) : (
        <div>
          <button type="button" className="btn btn-primary" onClick={() => setEditing('new')} data-testid="new-bundle">
            + بسته جدید
          </button>
        </div>
      )}
      <AdminTable
        query={query}
        rows={(d) => d.bundles}
        rowKey={(b) => b._id}
        columns={columns}
        actions={[{ label: 'ویرایش', onClick: setEditing }]}
        caption="بسته‌های پیش‌خرید"
        testId="bundle-table"
      />
    </>
  );
}

/** /panel/{providerId}/bundle: the branch's prepaid bundles; create, edit, put on or take off sale. */
export default function PanelBundlesPage() {
  return (
    <BranchPanelPage flag="bundles" title="بسته‌ها" heading="بسته‌های پیش‌خرید" frame="heading">
      {({ providerId }) => <Bundles providerId={providerId} />}
    </BranchPanelPage>
  );
}
