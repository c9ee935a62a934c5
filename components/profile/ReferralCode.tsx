import CopyButton from '@/components/ui/CopyButton';
import styles from '@/components/layout/Profile.module.css';

/** The member's own invitation code, with a copy button. */
export default function ReferralCode({ code }: { code: string }) {
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
