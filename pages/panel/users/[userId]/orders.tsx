import { useRouter } from 'next/router';
import { useState } from 'react';
import PanelGuard from '@/components/panel/PanelGuard';
import OfficeNav from '@/components/panel/OfficeNav';
import UserTabs from '@/components/panel/users/UserTabs';
import AdminTable, { type Column } from '@/components/ui/AdminTable';
import Notice from '@/components/ui/Notice';
import type { OrderView } from '@/lib/contracts/order';
import { toPersianDigits } from '@/lib/digits';
import { jalaliDateTime } from '@/lib/jalali';
import { formatNumber } from '@/lib/money';
import { ORDER_STATUS_LABELS } from '@/lib/messages/ui';
import { useUserOrdersQuery } from '@/store/api/users';
import styles from '@/components/panel/users/Users.module.css';

const COLUMNS: Column<OrderView>[] = [
  { header: 'شماره', cell: (o) => toPersianDigits(o.number) },
  { header: 'شعبه', cell: (o) => o.providerName ?? '—' },
  { header: 'زمان', cell: (o) => jalaliDateTime(o.createdAt) },
  { header: 'مبلغ (تومان)', cell: (o) => formatNumber(o.totalPrice) },
  { header: 'وضعیت', cell: (o) => ORDER_STATUS_LABELS[o.status] ?? o.status },
];

function Orders({ userId }: { userId: string }) {
  const [page, setPage] = useState(1);
  const query = useUserOrdersQuery({ userId, page }, { refetchOnMountOrArgChange: true });
  return (
    <AdminTable
      query={query}
      rows={(d) => d.orders}
      rowKey={(o) => o._id}
      columns={COLUMNS}
      empty={<Notice>این کاربر هنوز سفارشی ثبت نکرده است.</Notice>}
      paging={{ page, pageSize: 20, total: (d) => d.total, onPage: setPage }}
      caption="سفارش‌های کاربر"
      testId="user-orders"
    />
  );
}

/** /panel/users/{userId}/orders: the user's orders at every branch, newest first (users permission). */
export default function PanelUserOrdersPage() {
  const router = useRouter();
  const userId = typeof router.query.userId === 'string' ? router.query.userId : undefined;
  return (
    <PanelGuard title="سفارش‌های کاربر" flag="users" nav={OfficeNav} waiting={!userId}>
      {(user) => (
        <div className={styles.page}>
          <UserTabs userId={userId!} user={user} />
          <h1 className={styles.title}>سفارش‌های کاربر</h1>
          <Orders userId={userId!} />
        </div>
      )}
    </PanelGuard>
  );
}
