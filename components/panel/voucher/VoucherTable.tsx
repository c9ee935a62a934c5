import { useState } from 'react';
import AdminTable, { type Column } from '@/components/ui/AdminTable';
import type { VoucherView } from '@/lib/contracts/voucher';
import { jalaliShort } from '@/lib/jalali';
import { useDebouncedValue } from '@/lib/client/useDebouncedValue';
import { useProviderVouchersQuery, useVoucherActivationMutation } from '@/store/api/voucher';
import { SCOPE_LABELS, voucherUsage, voucherValue } from './format';
import styles from '@/components/panel/shared/PanelForm.module.css';

const PAGE_SIZE = 20;
const dash = <span className={styles.muted}>—</span>;

/** A branch's vouchers: search by code or title, filter by type, switch on and off (optimistic), open to edit. */
export default function VoucherTable({ providerId }: { providerId: string }) {
  const [typed, setTyped] = useState('');
  const text = useDebouncedValue(typed.trim(), 400);
  const [type, setType] = useState<'' | 'percent' | 'amount'>('');
  // The page belongs to one search: a new text or type starts again from page 1.
  const [paging, setPaging] = useState({ key: '', page: 1 });
  const key = `${text}|${type}`;
  const page = paging.key === key ? paging.page : 1;
  const args = { providerId, page, text, type };
  const query = useProviderVouchersQuery(args, { refetchOnMountOrArgChange: true });
  const [toggle] = useVoucherActivationMutation();

  const columns: Column<VoucherView>[] = [
    { header: 'کد', cell: (v) => v.code, className: styles.mono },
    { header: 'عنوان', cell: (v) => v.title || dash },
    { header: 'تخفیف', cell: voucherValue },
    { header: 'محدوده', cell: (v) => SCOPE_LABELS[v.scope] },
    { header: 'استفاده', cell: voucherUsage },
    { header: 'پایان', cell: (v) => (v.endDate ? jalaliShort(v.endDate) : dash) },
    {
      header: 'فعال',
      toggle: {
        checked: (v) => v.active,
        label: (v) => `فعال بودن ${v.code}`,
        onChange: (v, active) => toggle({ voucherId: v._id, active, listArgs: args }).unwrap(),
      },
    },
  ];

  return (
    <AdminTable
      query={query}
      rows={(d) => d.vouchers}
      rowKey={(v) => v._id}
      columns={columns}
      actions={[
        {
          label: 'ویرایش و استفاده‌ها',
          href: (v) => `/panel/${encodeURIComponent(providerId)}/listVoucher/${encodeURIComponent(v._id)}`,
        },
      ]}
      paging={{ page, pageSize: PAGE_SIZE, total: (d) => d.total, onPage: (p) => setPaging({ key, page: p }) }}
      caption="کدهای تخفیف"
      testId="voucher-table"
      rowTestId="voucher-row"
      filters={
        <>
          <label className="sr-only" htmlFor="voucher-text">
            جستجوی کد یا عنوان
          </label>
          <input
            id="voucher-text"
            className="input"
            type="search"
            placeholder="جستجوی کد یا عنوان"
            value={typed}
            onChange={(e) => setTyped(e.target.value)}
          />
          <label className="sr-only" htmlFor="voucher-type">
            نوع تخفیف
          </label>
          <select
            id="voucher-type"
            className="input"
            value={type}
            onChange={(e) => setType(e.target.value as typeof type)}
          >
            <option value="">همه نوع‌ها</option>
            <option value="percent">درصدی</option>
            <option value="amount">مبلغ ثابت</option>
          </select>
        </>
      }
    />
  );
}
