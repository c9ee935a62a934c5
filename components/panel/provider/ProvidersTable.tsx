import Link from 'next/link';
import { useState } from 'react';
import AdminTable, { type Column } from '@/components/ui/AdminTable';
import { usePanelProvidersQuery, useProviderActivationMutation } from '@/store/api/provider';
import type { ProviderView } from '@/lib/contracts/menu/customer';
import { hoursText } from '@/lib/opening-hours';
import { toPersianDigits } from '@/lib/digits';
import styles from './Provider.module.css';

const PAGE_SIZE = 20;
const TYPE_LABELS: Record<string, string> = { sharedWorkspace: 'فضای کار اشتراکی', cafe: 'کافه' };

/** /panel/providers: every branch of the chain, switched off ones too, with the activation switch. */
export default function ProvidersTable() {
  const query = usePanelProvidersQuery();
  const [activation] = useProviderActivationMutation();
  const [page, setPage] = useState(1);
  const columns: Column<ProviderView>[] = [
    {
      header: 'نام شعبه',
      cell: (p) => <Link href={`/panel/${encodeURIComponent(p._id)}/info`}>{p.name}</Link>,
      wrap: true,
    },
    { header: 'نوع', cell: (p) => p.displayType.map((t) => TYPE_LABELS[t] ?? t).join('، '), width: '10rem' },
    { header: 'ساعت کاری', cell: (p) => hoursText(p.openingTime, p.closingTime), width: '9rem' },
    { header: 'تلفن', cell: (p) => <span dir="ltr">{toPersianDigits(p.staticPhone || p.phone)}</span>, width: '9rem' },
    {
      header: 'فعال',
      width: '5rem',
      toggle: {
        checked: (p) => p.active,
        label: (p) => `فعال بودن ${p.name}`,
        onChange: (p, on) => activation({ providerId: p._id, active: on }).unwrap(),
      },
    },
  ];
  return (
    <div className={styles.page}>
      <div className={styles.head}>
        <h1 className={styles.title}>شعبه‌ها</h1>
        <Link href="/panel/addProvider" className="btn btn-primary" data-testid="add-provider-link">
          + شعبه جدید
        </Link>
      </div>
      <p className="muted" style={{ margin: 0 }}>
        شعبه غیرفعال از فهرست شعبه‌ها، منو و کدهای QR مشتریان حذف می‌شود؛ سفارش‌های قبلی و پنل آن باقی می‌مانند.
      </p>
      <AdminTable
        query={query}
        rows={(d) => d.providers.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE)}
        rowKey={(p) => p._id}
        columns={columns}
        actions={[
          { label: 'اطلاعات شعبه', href: (p) => `/panel/${encodeURIComponent(p._id)}/info` },
          { label: 'میزها', href: (p) => `/panel/${encodeURIComponent(p._id)}/tables` },
        ]}
        paging={{ page, pageSize: PAGE_SIZE, total: (d) => d.total, onPage: setPage }}
        caption="شعبه‌های مجموعه"
        testId="providers-table"
        rowTestId="provider-row"
      />
    </div>
  );
}
