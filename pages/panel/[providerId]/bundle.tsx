import { useRouter } from 'next/router';
import { useState } from 'react';
import PanelGuard from '@/components/panel/PanelGuard';
import BranchNav from '@/components/panel/BranchNav';
import AdminTable, { type Column } from '@/components/ui/AdminTable';
import BundleForm from '@/components/panel/bundle/BundleForm';
import type { BundleView } from '@/lib/contracts/bundle';
import { toPersianDigits } from '@/lib/digits';
import { formatToman } from '@/lib/money';
import { useProviderQuery } from '@/store/api/menu';
import { useAdminBundlesQuery, useBundleActivationMutation } from '@/store/api/bundle';
import styles from '@/components/panel/wallet/PanelMoney.module.css';

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
  const router = useRouter();
  const providerId = typeof router.query.providerId === 'string' ? router.query.providerId : undefined;
  const { data } = useProviderQuery(providerId ?? '', { skip: !providerId });
  const name = data?.provider.name;
  return (
    <PanelGuard
      providerId={providerId}
      flag="bundles"
      nav={BranchNav}
      waiting={!providerId}
      title={name ? `بسته‌ها · ${name}` : 'بسته‌ها'}
    >
      {() => (
        <div className={styles.page}>
          <h1 className={styles.heading}>بسته‌های پیش‌خرید {name && <span className={styles.sub}>{name}</span>}</h1>
          <Bundles providerId={providerId!} />
        </div>
      )}
    </PanelGuard>
  );
}
