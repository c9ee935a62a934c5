import { useState, type FormEvent } from 'react';
import Spinner from '@/components/ui/Spinner';
import { describeError } from '@/api-client';
import type { ReferralPolicyView } from '@/lib/contracts/money';
import { toLatinDigits } from '@/lib/digits';
import { useEditReferralPolicyMutation } from '@/store/api/membership';
import styles from '@/components/panel/wallet/PanelMoney.module.css';

const digits = (v: string) => toLatinDigits(v).replace(/[^\d]/g, '');

/** One referral policy: what the inviter (and the invited customer) get, from what first order up. */
export default function ReferralPolicyForm({ policy, onDone }: { policy?: ReferralPolicyView; onDone: () => void }) {
  const [save, { isLoading }] = useEditReferralPolicyMutation();
  const [title, setTitle] = useState(policy?.title ?? '');
  const [inviterReward, setInviterReward] = useState(policy ? String(policy.inviterReward) : '');
  const [inviteeReward, setInviteeReward] = useState(policy ? String(policy.inviteeReward) : '0');
  const [minOrderPrice, setMinOrderPrice] = useState(policy ? String(policy.minOrderPrice) : '0');
  const [active, setActive] = useState(policy?.active ?? true);
  const [error, setError] = useState<string | null>(null);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    try {
      await save({ policyId: policy?._id, title, inviterReward: digits(inviterReward), inviteeReward: digits(inviteeReward) || 0, minOrderPrice: digits(minOrderPrice) || 0, active }).unwrap();
      onDone();
    } catch (err) {
      setError(describeError(err).message);
    }
  };

  return (
    <form className={`card ${styles.card} ${styles.form}`} onSubmit={submit} noValidate data-testid="referral-form">
      <div className={styles.grid}>
        <div className={styles.field}>
          <label className="label" htmlFor="r-title">
            عنوان
          </label>
          <input id="r-title" className="input" value={title} onChange={(e) => setTitle(e.target.value)} maxLength={100} />
        </div>
        <div className={styles.field}>
          <label className="label" htmlFor="r-inviter">
            پاداش دعوت‌کننده (تومان)
          </label>
          <input id="r-inviter" className="input" inputMode="numeric" value={inviterReward} onChange={(e) => setInviterReward(e.target.value)} />
        </div>
        <div className={styles.field}>
          <label className="label" htmlFor="r-invitee">
            هدیه دعوت‌شده (تومان)
          </label>
          <input id="r-invitee" className="input" inputMode="numeric" value={inviteeReward} onChange={(e) => setInviteeReward(e.target.value)} />
        </div>
        <div className={styles.field}>
          <label className="label" htmlFor="r-min">
            حداقل مبلغ اولین سفارش (تومان)
          </label>
          <input id="r-min" className="input" inputMode="numeric" value={minOrderPrice} onChange={(e) => setMinOrderPrice(e.target.value)} />
        </div>
      </div>
      <label className={styles.switch}>
        <input type="checkbox" checked={active} onChange={(e) => setActive(e.target.checked)} />
        فعال (سیاست فعال دیگر غیرفعال می‌شود)
      </label>
      <p className={styles.hint}>پاداش وقتی به کیف پول دعوت‌کننده واریز می‌شود که کاربر دعوت‌شده اولین سفارش پرداخت‌شده‌اش را تحویل بگیرد؛ برای هر کاربر فقط یک بار.</p>
      {error && (
        <p className={styles.alert} role="alert">
          {error}
        </p>
      )}
      <div className={styles.actions}>
        <button type="submit" className="btn btn-primary" disabled={isLoading}>
          {isLoading && <Spinner label="در حال ذخیره" />}
          ذخیره
        </button>
        <button type="button" className="btn btn-ghost" onClick={onDone}>
          انصراف
        </button>
      </div>
    </form>
  );
}
