import Link from 'next/link';
import { useEffect, useState } from 'react';
import Pagination from '@/components/ui/Pagination';
import { jalaliShort } from '@/lib/jalali';
import { useAppDispatch } from '@/store';
import { useProviderVouchersQuery, useVoucherActivationMutation } from '@/store/api/money';
import { errorModal } from '@/store/slices/modalsSlice';
import { SCOPE_LABELS, voucherUsage, voucherValue } from './format';
import styles from '@/components/panel/wallet/PanelMoney.module.css';
import AdminTable from '@/components/panel/wallet/AdminTable';

/** A branch's vouchers: search by code or title, filter by type, switch on and off (optimistic), open to edit. */
export default function VoucherTable({ providerId }: { providerId: string }) {
  const dispatch = useAppDispatch();
  const [typed, setTyped] = useState('');
  const [text, setText] = useState('');
  const [type, setType] = useState<'' | 'percent' | 'amount'>('');
  const [page, setPage] = useState(1);
  useEffect(() => {
    const t = setTimeout(() => {
      setText(typed.trim());
      setPage(1);
    }, 400);
    return () => clearTimeout(t);
  }, [typed]);
  const args = { providerId, page, text, type };
  const { data, error, isFetching } = useProviderVouchersQuery(args, { refetchOnMountOrArgChange: true });
  const [toggle] = useVoucherActivationMutation();
  const pages = Math.max(1, Math.ceil((data?.total ?? 0) / 20));

  const onToggle = async (voucherId: string, active: boolean) => {
    try {
      await toggle({ voucherId, active, listArgs: args }).unwrap();
    } catch (err) {
      dispatch(errorModal(err));
    }
  };

  return (
    <>
      <div className={styles.filters}>
        <label className="sr-only" htmlFor="voucher-text">
          جستجوی کد یا عنوان
        </label>
        <input id="voucher-text" className="input" type="search" placeholder="جستجوی کد یا عنوان" value={typed} onChange={(e) => setTyped(e.target.value)} />
        <label className="sr-only" htmlFor="voucher-type">
          نوع تخفیف
        </label>
        <select
          id="voucher-type"
          className="input"
          value={type}
          onChange={(e) => {
            setType(e.target.value as typeof type);
            setPage(1);
          }}
        >
          <option value="">همه نوع‌ها</option>
          <option value="percent">درصدی</option>
          <option value="amount">مبلغ ثابت</option>
        </select>
      </div>
      <AdminTable error={error} loaded={Boolean(data)} empty={(data?.vouchers ?? []).length === 0}>
        {data && (
          <table className={styles.table} data-testid="voucher-table">
            <thead>
              <tr>
                <th scope="col">کد</th>
                <th scope="col">عنوان</th>
                <th scope="col">تخفیف</th>
                <th scope="col">محدوده</th>
                <th scope="col">استفاده</th>
                <th scope="col">پایان</th>
                <th scope="col">فعال</th>
                <th scope="col">
                  <span className="sr-only">عملیات</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {data.vouchers.map((v) => (
                <tr key={v._id} data-testid="voucher-row">
                  <td className={styles.mono}>{v.code}</td>
                  <td>{v.title || <span className={styles.muted}>—</span>}</td>
                  <td>{voucherValue(v)}</td>
                  <td>{SCOPE_LABELS[v.scope]}</td>
                  <td>{voucherUsage(v)}</td>
                  <td>{v.endDate ? jalaliShort(v.endDate) : <span className={styles.muted}>—</span>}</td>
                  <td>
                    <label className={styles.switch}>
                      <input type="checkbox" checked={v.active} onChange={(e) => onToggle(v._id, e.target.checked)} aria-label={`فعال بودن ${v.code}`} />
                    </label>
                  </td>
                  <td>
                    <Link href={`/panel/${encodeURIComponent(providerId)}/listVoucher/${encodeURIComponent(v._id)}`} className="btn btn-ghost btn-sm">
                      ویرایش و استفاده‌ها
                    </Link>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </AdminTable>
      {pages > 1 && <Pagination page={page} pages={pages} onChange={setPage} disabled={isFetching} />}
    </>
  );
}
