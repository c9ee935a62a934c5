import Link from 'next/link';
import { useRouter } from 'next/router';
import PanelGuard from '@/components/panel/PanelGuard';
import OfficeNav from '@/components/panel/OfficeNav';
import UserTabs from '@/components/panel/users/UserTabs';
import UserProfileCard from '@/components/panel/users/UserProfileCard';
import UserEditForm from '@/components/panel/users/UserEditForm';
import UserNotes from '@/components/panel/ticket/UserNotes';
import MemberPlanCard from '@/components/panel/users/MemberPlanCard';
import WalletAdjustForm from '@/components/panel/wallet/WalletAdjustForm';
import QueryState from '@/components/ui/QueryState';
import { can } from '@/lib/permissions';
import { useAdminUserQuery } from '@/store/api/users';
import styles from '@/components/panel/users/Users.module.css';

function UserPage({ userId, canWallet, canSupport }: { userId: string; canWallet: boolean; canSupport: boolean }) {
  const query = useAdminUserQuery(userId, { refetchOnMountOrArgChange: true });
  return (
    <QueryState query={query}>
      {({ user: u }) => (
        <div className={styles.columns}>
          <div className={styles.page}>
            <UserProfileCard u={u} />
            {canWallet && (
              <section className={styles.page} aria-labelledby="user-wallet-title">
                <div className={styles.head}>
                  <h2 id="user-wallet-title" className={styles.sectionTitle}>
                    کیف پول
                  </h2>
                  <Link href={`/panel/users/${encodeURIComponent(userId)}/transactions`}>تراکنش‌ها</Link>
                </div>
                <WalletAdjustForm userId={userId} userName={u.name} />
              </section>
            )}
            <MemberPlanCard userId={userId} />
            <UserEditForm key={`${u._id}-${u.phone}`} u={u} />
          </div>
          {canSupport && <UserNotes userId={userId} />}
        </div>
      )}
    </QueryState>
  );
}

/** /panel/users/{userId}: the user's profile, wallet charge and discharge, account switches, edit form and the team's notes. */
export default function PanelUserPage() {
  const router = useRouter();
  const userId = typeof router.query.userId === 'string' ? router.query.userId : undefined;
  return (
    <PanelGuard title="کاربر" flag="users" nav={OfficeNav} waiting={!userId}>
      {(user) => (
        <div className={styles.page}>
          <UserTabs userId={userId!} user={user} />
          <UserPage userId={userId!} canWallet={can(user, 'wallet')} canSupport={can(user, 'support')} />
        </div>
      )}
    </PanelGuard>
  );
}
