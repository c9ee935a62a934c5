import Head from 'next/head';
import Link from 'next/link';
import { useRouter } from 'next/router';
import { useAppDispatch, useAppSelector } from '@/store';
import { useCheckActivationQuery, useLogoutMutation } from '@/store/api/auth';
import { selectAuth, signedOut, type AuthUser } from '@/store/slices/authSlice';
import { openModal, errorModal } from '@/store/slices/modalsSlice';
import { startLoading, stopLoading } from '@/store/slices/uiSlice';
import { usePageTitle } from '@/lib/client/usePageTitle';
import { askConfirm } from '@/store/slices/confirmBus';
import { toPersianDigits } from '@/lib/digits';
import { formatNumber } from '@/lib/money';
import { PRODUCT_NAME } from '@/lib/client/site';
import CopyButton from '@/components/ui/CopyButton';
import Spinner from '@/components/ui/Spinner';
import ProfileGlance from '@/components/profile/ProfileGlance';
import styles from '@/components/layout/Profile.module.css';

// lib/phone pulls libphonenumber's metadata into the page; the +98 → 0 rule is all this page needs.
const localPhone = (u: AuthUser) => u.phoneNumber || (u.phone.startsWith('+98') ? `0${u.phone.slice(3)}` : u.phone);

const ROLE_LABELS: Record<AuthUser['staff'][number]['role'], string> = { admin: 'مدیر شعبه', barista: 'باریستا' };

function Chevron() {
  return (
    <svg
      width="18"
      height="18"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      aria-hidden="true"
    >
      <path d="m14 6-6 6 6 6" />
    </svg>
  );
}

function GuestCard() {
  const dispatch = useAppDispatch();
  return (
    <section className={styles.guest} data-testid="profile-guest">
      <h1 className={styles.guestTitle}>برای مشاهده پروفایل وارد شوید</h1>
      <p className="muted">با ورود به حساب کاربری، کیف پول، سطح عضویت و سفارش‌های خود را ببینید.</p>
      <div className={styles.guestActions}>
        <button
          type="button"
          className="btn btn-primary"
          onClick={() => dispatch(openModal({ type: 'login' }))}
          data-testid="profile-login"
        >
          ورود
        </button>
        <button type="button" className="btn btn-outline" onClick={() => dispatch(openModal({ type: 'register' }))}>
          ثبت نام
        </button>
      </div>
    </section>
  );
}

function ReferralCode({ code }: { code: string }) {
  return (
    <div className={styles.referral}>
      <span className="muted">کد معرف شما</span>
      <code className={styles.referralCode} dir="ltr">
        {code}
      </code>
      <CopyButton text={code} label="کپی" />
    </div>
  );
}

/** My profile: who I am, wallet and membership, my orders, my panels, and logging out. */
export default function ProfilePage() {
  const router = useRouter();
  const dispatch = useAppDispatch();
  const auth = useAppSelector(selectAuth);
  const loggedIn = auth.state === 'user';
  // Fresh figures (wallet, level) every time the page opens; the answer updates the auth slice.
  useCheckActivationQuery(undefined, { skip: !loggedIn, refetchOnMountOrArgChange: true });
  const [logout] = useLogoutMutation();

  usePageTitle('پروفایل من');

  const onLogout = async () => {
    const yes = await askConfirm(dispatch, {
      title: 'خروج از حساب',
      message: 'آیا می‌خواهید از حساب خود خارج شوید؟',
      confirmText: 'خروج',
      danger: true,
    });
    if (!yes) return;
    dispatch(startLoading());
    try {
      await logout().unwrap();
      dispatch(signedOut());
      await router.push('/');
    } catch (err) {
      dispatch(errorModal(err));
    } finally {
      dispatch(stopLoading());
    }
  };

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
  const fullName = [user.firstName, user.lastName].filter(Boolean).join(' ');
  const initial = [...(user.firstName?.trim() || '')][0];
  const superAdmin = user.userType === 'superAdmin';

  return (
    <div className={`container ${styles.page}`}>
      {head}
      <section className={styles.identity} aria-labelledby="profile-name">
        <span className={styles.avatar} aria-hidden="true">
          {user.images.length > 0 ? (
            // eslint-disable-next-line @next/next/no-img-element -- the member's own API-served photo
            <img
              src={`${process.env.NEXT_PUBLIC_API_BASE || '/api'}/v1/getphoto/user/${user._id}`}
              alt=""
              width={72}
              height={72}
              style={{ width: '100%', height: '100%', borderRadius: '50%', objectFit: 'cover' }}
            />
          ) : (
            (initial ?? (
              <svg width="34" height="34" viewBox="0 0 24 24" fill="currentColor">
                <path d="M12 12a4.5 4.5 0 1 0 0-9 4.5 4.5 0 0 0 0 9Zm0 2c-4.4 0-8 2.2-8 5v1.5h16V19c0-2.8-3.6-5-8-5Z" />
              </svg>
            ))
          )}
        </span>
        <div className={styles.who}>
          <h1 id="profile-name" className={styles.name} data-testid="profile-name">
            {fullName || 'ماجراجوی بی‌نام'}
          </h1>
          <bdi dir="ltr" className={styles.phone} data-testid="profile-phone">
            {toPersianDigits(localPhone(user))}
          </bdi>
          {levelName && (
            <span className="badge" data-testid="profile-level">
              {`سطح عضویت: ${levelName}`}
            </span>
          )}
        </div>
      </section>

      {!user.firstName && (
        <Link href="/profile/edit" className={styles.notice}>
          <span>پروفایل شما کامل نیست. برای تکمیل آن، نام خود را ثبت کنید.</span>
          <Chevron />
        </Link>
      )}

      <section className={styles.stats} aria-label="کیف پول و عضویت">
        <div className={styles.stat}>
          <span className={styles.statLabel}>موجودی کیف پول</span>
          <strong
            className={styles.statValue}
            data-testid="profile-wallet"
          >{`${formatNumber(user.wallet)} تومان`}</strong>
        </div>
        <div className={styles.stat}>
          <span className={styles.statLabel}>تخفیف عضویت</span>
          <strong className={styles.statValue}>{discount > 0 ? `${toPersianDigits(discount)}٪` : 'ندارد'}</strong>
        </div>
      </section>

      {user.referralCode && <ReferralCode code={user.referralCode} />}

      <ProfileGlance />

      <nav aria-label="حساب من">
        <ul className={styles.links}>
          <li>
            <Link href="/previousOrders" className={styles.link}>
              <span>ماجراهای پیشین</span>
              <Chevron />
            </Link>
          </li>
          <li>
            <Link href="/profile/wallet" className={styles.link}>
              <span>کیف پول و شارژ</span>
              <Chevron />
            </Link>
          </li>
          <li>
            <Link href="/profile/transaction" className={styles.link}>
              <span>تراکنش‌های کیف پول</span>
              <Chevron />
            </Link>
          </li>
          <li>
            <Link href="/bundle" className={styles.link}>
              <span>خرید بسته</span>
              <Chevron />
            </Link>
          </li>
          <li>
            <Link href="/profile/addresses" className={styles.link}>
              <span>نشانی‌های من</span>
              <Chevron />
            </Link>
          </li>
          <li>
            <Link href="/profile/edit" className={styles.link}>
              <span>ویرایش پروفایل</span>
              <Chevron />
            </Link>
          </li>
          <li>
            <Link href={`/profile/${user._id}`} className={styles.link}>
              <span>پروفایل عمومی من</span>
              <Chevron />
            </Link>
          </li>
          <li>
            <Link href="/explore" className={styles.link}>
              <span>شبکه‌سازی</span>
              <Chevron />
            </Link>
          </li>
          <li>
            <Link href="/blog?saved=1" className={styles.link}>
              <span>نوشته‌های ذخیره‌شده</span>
              <Chevron />
            </Link>
          </li>
        </ul>
      </nav>

      {(superAdmin || user.staff.length > 0) && (
        <section aria-labelledby="profile-panels">
          <h2 id="profile-panels" className={styles.sectionTitle}>
            پنل‌های مدیریت
          </h2>
          <ul className={styles.links} data-testid="profile-panels">
            {superAdmin && (
              <li>
                <Link href="/panel" className={styles.link}>
                  <span>پنل مدیریت کل</span>
                  <Chevron />
                </Link>
              </li>
            )}
            {user.staff.map((s) => (
              <li key={s.providerId}>
                <Link href={`/panel/${encodeURIComponent(s.providerId)}/branchPanel`} className={styles.link}>
                  <span>
                    {s.providerName} <span className="muted">({ROLE_LABELS[s.role]})</span>
                  </span>
                  <Chevron />
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}

      <button type="button" className={`btn btn-block ${styles.logout}`} onClick={onLogout} data-testid="logout">
        خروج از حساب
      </button>
    </div>
  );
}
