import { useRouter } from 'next/router';
import { useState } from 'react';
import PanelGuard from '@/components/panel/PanelGuard';
import BundleForm from '@/components/panel/bundle/BundleForm';
import type { BundleView } from '@/lib/contracts/money';
import { toPersianDigits } from '@/lib/digits';
import { formatToman } from '@/lib/money';
import { useAppDispatch } from '@/store';
import { useProviderQuery } from '@/store/api/menu';
import { useAdminBundlesQuery, useBundleActivationMutation } from '@/store/api/bundle';
import { errorModal } from '@/store/slices/modalsSlice';
import styles from '@/components/panel/wallet/PanelMoney.module.css';
import AdminTable from '@/components/panel/wallet/AdminTable';

function Bundles({ providerId }: { providerId: string }) {
  const dispatch = useAppDispatch();
  const args = { providerId, page: 1 };
  const { data, error } = useAdminBundlesQuery(args, { refetchOnMountOrArgChange: true });
  const [toggle] = useBundleActivationMutation();
  const [editing, setEditing] = useState<BundleView | 'new' | null>(null);

  const onToggle = async (bundleId: string, active: boolean) => {
    try {
      await toggle({ bundleId, active, listArgs: args }).unwrap();
    } catch (err) {
      dispatch(errorModal(err));
    }
  };

  return (
    <>
      {editing ? (
        <BundleForm key={editing === 'new' ? 'new' : editing._id} providerId={providerId} bundle={editing === 'new' ? undefined : editing} onDone={() => setEditing(null)} />
      ) : (
        <div>
          <button type="button" className="btn btn-primary" onClick={() => setEditing('new')} data-testid="new-bundle">
            + بسته جدید
          </button>
        </div>
      )}
      <AdminTable error={error} loaded={Boolean(data)} empty={(data?.bundles ?? []).length === 0}>
        {data && (
          <table className={styles.table} data-testid="bundle-table">
            <thead>
              <tr>
                <th scope="col">عنوان</th>
                <th scope="col">اقلام</th>
                <th scope="col">قیمت اقلام</th>
                <th scope="col">قیمت بسته</th>
                <th scope="col">اعتبار</th>
                <th scope="col">در حال فروش</th>
                <th scope="col">
                  <span className="sr-only">عملیات</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {data.bundles.map((b) => (
                <tr key={b._id}>
                  <td>{b.title}</td>
                  <td>{b.items.map((i) => `${toPersianDigits(i.count)}× ${i.title}`).join('، ')}</td>
                  <td>
                    <del className={styles.muted}>{formatToman(b.originalPrice)}</del>
                  </td>
                  <td>{formatToman(b.price)}</td>
                  <td>{`${toPersianDigits(b.validDays)} روز`}</td>
                  <td>
                    <label className={styles.switch}>
                      <input type="checkbox" checked={b.active} onChange={(e) => onToggle(b._id, e.target.checked)} aria-label={`در حال فروش بودن ${b.title}`} />
                    </label>
                  </td>
                  <td>
                    <button type="button" className="btn btn-ghost btn-sm" onClick={() => setEditing(b)}>
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

/** /panel/{providerId}/bundle: the branch's prepaid bundles; create, edit, put on or take off sale. */
export default function PanelBundlesPage() {
  const router = useRouter();
  const providerId = typeof router.query.providerId === 'string' ? router.query.providerId : undefined;
  const { data } = useProviderQuery(providerId ?? '', { skip: !providerId });
  const name = data?.provider.name;
  return (
    <PanelGuard providerId={providerId} flag="bundles" waiting={!providerId} title={name ? `بسته‌ها · ${name}` : 'بسته‌ها'}>
      {() => (
        <div className={`container ${styles.page}`}>
          <h1 className={styles.heading}>
            بسته‌های پیش‌خرید {name && <span className={styles.sub}>{name}</span>}
          </h1>
          <Bundles providerId={providerId!} />
        </div>
      )}
    </PanelGuard>
  );
}
