import Head from 'next/head';
import Link from 'next/link';
import { useAppSelector } from '@/store';
import { useCheckActivationQuery } from '@/store/api/auth';
import { selectAuth } from '@/store/slices/authSlice';
import { usePageTitle } from '@/lib/client/usePageTitle';
import { PRODUCT_NAME } from '@/lib/client/site';
import Spinner from '@/components/ui/Spinner';
import ProfileGlance from '@/components/profile/ProfileGlance';
import Chevron from '@/components/profile/Chevron';
import GuestCard from '@/components/profile/GuestCard';
import ReferralCode from '@/components/profile/ReferralCode';
import ProfileIdentity from '@/components/profile/ProfileIdentity';
import ProfileStats from '@/components/profile/ProfileStats';
import ProfileLinks from '@/components/profile/ProfileLinks';
import ProfilePanels from '@/components/profile/ProfilePanels';
import { useLogout } from '@/components/profile/useLogout';
import styles from '@/components/layout/Profile.module.css';

/** My profile: who I am, wallet and membership, my orders, my panels, and logging out. */
export default function ProfilePage() {
  const auth = useAppSelector(selectAuth);
  const loggedIn = auth.state === 'user';
  // Fresh figures (wallet, level) every time the page opens; the answer updates the auth slice.
  useCheckActivationQuery(undefined, { skip: !loggedIn, refetchOnMountOrArgChange: true });
  const onLogout = useLogout();

  usePageTitle('پروفایل من');

  const head = (
    <Head>
      <title>{`پروفایل من | ${PRODUCT_NAME}`}</title>
    </Head>
  );

  if (auth.state === 'unknown') {
    return (
      <div className={`container ${styles.center}`}>
        {head}
        <Spinner />
      </div>
    );
  }
  if (!loggedIn || !auth.user) {
    return (
      <div className="container">
        {head}
        <GuestCard />
      </div>
    );
  }

  const user = auth.user;
  const levelName = auth.userLevelName;
  const discount = auth.discountBaseUserLevel;

  return (
    <div className={`container ${styles.page}`}>
      {head}
      <ProfileIdentity user={user} levelName={levelName} />

      {!user.firstName && (
        <Link href="/profile/edit" className={styles.notice}>
          <span>پروفایل شما کامل نیست. برای تکمیل آن، نام خود را ثبت کنید.</span>
          <Chevron />
        </Link>
      )}

      <ProfileStats user={user} discount={discount} />

      {user.referralCode && <ReferralCode code={user.referralCode} />}

      <ProfileGlance />

      <ProfileLinks user={user} />

      <ProfilePanels user={user} />

      <button type="button" className={`btn btn-block ${styles.logout}`} onClick={onLogout} data-testid="logout">
        خروج از حساب
      </button>
    </div>
  );
}
