import { useRouter } from 'next/router';
import { useState } from 'react';
import PanelGuard from '@/components/panel/PanelGuard';
import OfficeNav from '@/components/panel/OfficeNav';
import UserTabs from '@/components/panel/users/UserTabs';
import { NO_NAME, UserBadges, phoneText } from '@/components/panel/users/format';
import AdminTable, { type Column } from '@/components/ui/AdminTable';
import Notice from '@/components/ui/Notice';
import type { AdminUserView } from '@/lib/contracts/users';
import { jalaliShort } from '@/lib/jalali';
import { USERS_COPY } from '@/lib/messages/users';
import { useInvitedUsersQuery } from '@/store/api/users';
import styles from '@/components/panel/users/Users.module.css';

const COLUMNS: Column<AdminUserView>[] = [
  { header: 'نام', cell: (u) => u.name || NO_NAME },
  { header: 'موبایل', cell: (u) => <span className={styles.mono}>{phoneText(u.phone)}</span> },
  { header: 'وضعیت', cell: (u) => <UserBadges u={u} /> },
  { header: 'عضویت', cell: (u) => jalaliShort(u.createdAt) },
];

function Invites({ userId }: { userId: string }) {
  const [page, setPage] = useState(1);
  const query = useInvitedUsersQuery({ userId, page }, { refetchOnMountOrArgChange: true });
  // The spec's own text for a failed invitee list, whatever the server said.
  const shown = query.error ? { ...query, error: { status: 500, data: { message: USERS_COPY.invitesFailed } } } : query;
  return (
    <AdminTable
      query={shown}
      rows={(d) => d.users}
      rowKey={(u) => u._id}
      columns={COLUMNS}
      actions={[{ label: 'مشاهده', href: (u) => `/panel/users/${encodeURIComponent(u._id)}` }]}
      empty={<Notice>کسی با کد دعوت این کاربر ثبت‌نام نکرده است.</Notice>}
      paging={{ page, pageSize: 20, total: (d) => d.total, onPage: setPage }}
      caption="دعوت‌شدگان"
      testId="user-invites"
    />
  );
}

/** /panel/users/{userId}/invites: who registered with this user's invitation code (users permission). */
export default function PanelUserInvitesPage() {
  const router = useRouter();
  const userId = typeof router.query.userId === 'string' ? router.query.userId : undefined;
  return (
    <PanelGuard title="دعوت‌شدگان" flag="users" nav={OfficeNav} waiting={!userId}>
      {(user) => (
        <div className={styles.page}>
          <UserTabs userId={userId!} user={user} />
          <h1 className={styles.title}>دعوت‌شدگان</h1>
          <Invites userId={userId!} />
        </div>
      )}
    </PanelGuard>
  );
}
