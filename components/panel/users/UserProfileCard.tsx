import { describeError } from '@/api-client';
import type { AdminUserView } from '@/lib/contracts/users';
import { toPersianDigits } from '@/lib/digits';
import { jalaliDateTime } from '@/lib/jalali';
import { formatNumber } from '@/lib/money';
import { useAppDispatch } from '@/store';
import { useSetUserFlagMutation } from '@/store/api/users';
import { askConfirm } from '@/store/slices/confirmBus';
import { useState } from 'react';
import { NO_NAME, UserBadges, phoneText } from './format';
import styles from './Users.module.css';

type Flag = 'active' | 'verified' | 'hidden';

const SWITCHES: {
  flag: Flag;
  label: string;
  confirmOff?: { title: string; message: (n: string) => string };
  confirmOn?: { title: string; message: (n: string) => string };
}[] = [
  {
    flag: 'active',
    label: 'حساب فعال',
    confirmOff: {
      title: 'غیرفعال کردن حساب',
      message: (n) => `${n} از حساب خود خارج می‌شود و تا فعال شدن دوباره نمی‌تواند وارد شود. ادامه می‌دهید؟`,
    },
  },
  { flag: 'verified', label: 'تایید شده توسط ادمین' },
  {
    flag: 'hidden',
    label: 'پنهان از جستجو و پروفایل عمومی',
    confirmOn: {
      title: 'پنهان کردن کاربر',
      message: (n) => `پروفایل ${n} از جستجو و صفحه عمومی برداشته می‌شود. ادامه می‌دهید؟`,
    },
  },
];

/** A user's facts and the account switches (activate, verify, hide), switched at once and put back if refused. */
export default function UserProfileCard({ u }: { u: AdminUserView }) {
  const dispatch = useAppDispatch();
  const [setFlag] = useSetUserFlagMutation();
  const [error, setError] = useState<string | null>(null);
  const name = u.name || NO_NAME;

  const change = async (flag: Flag, value: boolean) => {
    const spec = SWITCHES.find((s) => s.flag === flag)!;
    const ask = value ? spec.confirmOn : spec.confirmOff;
    if (
      ask &&
      !(await askConfirm(dispatch, {
        title: ask.title,
        message: ask.message(name),
        confirmText: 'تایید',
        danger: true,
      }))
    )
      return;
    setError(null);
    try {
      await setFlag({ userId: u._id, flag, value }).unwrap();
    } catch (err) {
      setError(describeError(err).message);
    }
  };

  return (
    <section className={`card ${styles.card}`} aria-labelledby="user-name">
      <div className={styles.head}>
        <h1 id="user-name" className={styles.title}>
          {name}
        </h1>
        <UserBadges u={u} />
      </div>
      <dl className={styles.facts}>
        <div>
          <dt>موبایل</dt>
          <dd className={styles.mono} data-testid="user-phone">
            {phoneText(u.phone)}
          </dd>
        </div>
        <div>
          <dt>موجودی کیف پول</dt>
          <dd data-testid="user-wallet">{`${formatNumber(u.wallet)} تومان`}</dd>
        </div>
        <div>
          <dt>سطح عضویت</dt>
          <dd>{u.userLevelName ?? '—'}</dd>
        </div>
        <div>
          <dt>نام فارسی</dt>
          <dd>{[u.firstNameFa, u.lastNameFa].filter(Boolean).join(' ') || '—'}</dd>
        </div>
        <div>
          <dt>نام کاربری</dt>
          <dd className={styles.mono}>{u.username ? `@${u.username}` : '—'}</dd>
        </div>
        <div>
          <dt>ایمیل</dt>
          <dd className={styles.mono}>{u.email ?? '—'}</dd>
        </div>
        <div>
          <dt>کد دعوت</dt>
          <dd className={styles.mono}>{u.referralCode}</dd>
        </div>
        <div>
          <dt>عضویت</dt>
          <dd>{jalaliDateTime(u.createdAt)}</dd>
        </div>
        {u.reagentCode && (
          <div>
            <dt>دعوت شده با کد</dt>
            <dd className={styles.mono}>{toPersianDigits(u.reagentCode)}</dd>
          </div>
        )}
      </dl>
      <div className={styles.switches}>
        {SWITCHES.map((s) => (
          <label key={s.flag} className={styles.switch}>
            <input
              type="checkbox"
              role="switch"
              checked={u[s.flag]}
              onChange={(e) => void change(s.flag, e.target.checked)}
              data-testid={`user-switch-${s.flag}`}
            />
            {s.label}
          </label>
        ))}
      </div>
      {error && (
        <p className={styles.alert} role="alert">
          {error}
        </p>
      )}
    </section>
  );
}
