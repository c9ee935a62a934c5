import { Field, FormError, SubmitButton, ZodForm, useZodForm } from '@/components/ui/form';
import { ZReferralEdit, type ReferralPolicyView } from '@/lib/contracts/referral';
import { useEditReferralPolicyMutation } from '@/store/api/referral';
import styles from '@/components/panel/shared/PanelForm.module.css';

/** One referral policy: what the inviter (and the invited customer) get, from what first order up. */
export default function ReferralPolicyForm({ policy, onDone }: { policy?: ReferralPolicyView; onDone: () => void }) {
  const [save] = useEditReferralPolicyMutation();
  const form = useZodForm(ZReferralEdit, {
    defaultValues: {
      policyId: policy?._id,
      title: policy?.title ?? '',
      inviterReward: policy ? String(policy.inviterReward) : '',
      inviteeReward: policy ? String(policy.inviteeReward) : '0',
      minOrderPrice: policy ? String(policy.minOrderPrice) : '0',
      active: policy?.active ?? true,
    },
  });
  const { register } = form;

  return (
    <ZodForm
      form={form}
      onSubmit={async (v) => {
        await save(v).unwrap();
        onDone();
      }}
      className={`card ${styles.card} ${styles.form}`}
      data-testid="referral-form"
    >
      <div className={styles.grid}>
        <Field name="title" id="r-title" label="عنوان">
          {(p) => <input {...p} {...register('title')} className="input" maxLength={100} />}
        </Field>
        <Field name="inviterReward" id="r-inviter" label="پاداش دعوت‌کننده (تومان)">
          {(p) => <input {...p} {...register('inviterReward')} className="input" inputMode="numeric" />}
        </Field>
        <Field name="inviteeReward" id="r-invitee" label="هدیه دعوت‌شده (تومان)">
          {(p) => <input {...p} {...register('inviteeReward')} className="input" inputMode="numeric" />}
        </Field>
        <Field name="minOrderPrice" id="r-min" label="حداقل مبلغ اولین سفارش (تومان)">
          {(p) => <input {...p} {...register('minOrderPrice')} className="input" inputMode="numeric" />}
        </Field>
      </div>
      <label className={styles.switch}>
        <input type="checkbox" {...register('active')} />
        فعال (سیاست فعال دیگر غیرفعال می‌شود)
      </label>
      <p className={styles.hint}>
        پاداش وقتی به کیف پول دعوت‌کننده واریز می‌شود که کاربر دعوت‌شده اولین سفارش پرداخت‌شده‌اش را تحویل بگیرد؛ برای
        هر کاربر فقط یک بار.
      </p>
      <FormError />
      <div className={styles.actions}>
        <SubmitButton>ذخیره</SubmitButton>
        <button type="button" className="btn btn-ghost" onClick={onDone}>
          انصراف
        </button>
      </div>
    </ZodForm>
  );
}
