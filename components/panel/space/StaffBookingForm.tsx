import { useState } from 'react';
import { useController, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { Field, FormError, SubmitButton, ZodForm, useZodForm } from '@/components/ui/form';
import { JalaliDateInput, INVALID_DAY } from '@/components/ui/date';
import { spaceItemLabel } from '@/lib/messages/space';
import { can } from '@/lib/permissions';
import { useAppSelector } from '@/store';
import { selectAuth } from '@/store/slices/authSlice';
import { tehranIsoDate } from '@/lib/jalali';
import { toLatinDigits, toPersianDigits } from '@/lib/digits';
import { newCheckoutKey } from '@/lib/client/checkoutKey';
import { useAdminSubmitSpaceOrderMutation, useSpaceMenuQuery } from '@/store/api/space';
import styles from '@/components/panel/shared/PanelForm.module.css';

const HOURS = Array.from({ length: 25 }, (_, h) => h);

/** The booking form's fields as typed; the checks and Persian texts are the screen's own. */
const ZStaffBookingForm = z
  .object({
    itemId: z.string(),
    date: z.string(),
    start: z.string(),
    end: z.string(),
    phone: z.string(),
    price: z.string(),
  })
  .superRefine((v, ctx) => {
    if (!v.date || v.date === INVALID_DAY)
      ctx.addIssue({ code: 'custom', path: ['date'], message: 'روز را درست وارد کنید.' });
    if (!v.phone.trim()) ctx.addIssue({ code: 'custom', path: ['phone'], message: 'شماره تلفن مشتری را وارد کنید.' });
    const desired = v.price.trim() ? Number(toLatinDigits(v.price.trim())) : null;
    if (desired !== null && (!Number.isInteger(desired) || desired < 0))
      ctx.addIssue({ code: 'custom', path: ['price'], message: 'مبلغ باید عدد صحیح و نامنفی باشد.' });
  });

/**
 * Staff book a workspace item for a registered customer (by phone), paid on site. Staff never spend
 * a customer's wallet (a customer paying by wallet books on their own phone); a discounted price is
 * for staff with the wallet flag at the branch (issue 22 H2).
 */
export default function StaffBookingForm({ providerId }: { providerId: string }) {
  const user = useAppSelector(selectAuth).user;
  const mayDiscount = can(user, 'wallet', providerId);
  const menu = useSpaceMenuQuery({ providerId, all: true });
  const items = (menu.data?.categories ?? []).flatMap((c) => c.items).filter((i) => i.active);
  const form = useZodForm(ZStaffBookingForm, {
    defaultValues: { itemId: '', date: tehranIsoDate(), start: '10', end: '11', phone: '', price: '' },
  });
  const { register, control } = form;
  const itemId = useWatch({ control, name: 'itemId' });
  const day = useController({ control, name: 'date' });
  const [done, setDone] = useState<string | null>(null);
  const [submit] = useAdminSubmitSpaceOrderMutation();
  const item = items.find((i) => i._id === itemId) ?? items[0];
  if (!item) return null;
  const resource = item.spaceType === 'resource';

  const send = async (v: z.output<typeof ZStaffBookingForm>) => {
    setDone(null);
    const desired = mayDiscount && v.price.trim() ? Number(toLatinDigits(v.price.trim())) : null;
    const r = await submit({
      orderId: newCheckoutKey(),
      providerId,
      itemId: item._id,
      startDate: v.date,
      startingHour: resource ? Number(v.start) : null,
      endingHour: resource ? Number(v.end) : null,
      paymentBy: 'pos',
      targetPhone: v.phone.trim(),
      desiredPrice: desired,
    }).unwrap();
    setDone(`رزرو شماره ${toPersianDigits(r.order.number)} ثبت شد.`);
  };

  return (
    <ZodForm
      form={form}
      onSubmit={send}
      className={`card ${styles.card} ${styles.form}`}
      aria-labelledby="staff-booking"
    >
      <h2 id="staff-booking" style={{ margin: 0, fontSize: '1.05rem' }}>
        رزرو برای مشتری
      </h2>
      <div className={styles.grid}>
        <Field name="itemId" id="sb-item" label="فضا">
          {(p) => (
            <select {...p} {...register('itemId')} className="input">
              {items.map((i) => (
                <option key={i._id} value={i._id}>
                  {spaceItemLabel(i)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field name="date" id="sb-day" label="روز">
          {(p) => (
            <JalaliDateInput
              {...p}
              inputRef={day.field.ref}
              value={day.field.value === INVALID_DAY ? '' : day.field.value}
              min={tehranIsoDate()}
              onChange={day.field.onChange}
            />
          )}
        </Field>
        {resource && (
          <>
            <Field name="start" id="sb-start" label="از ساعت">
              {(p) => (
                <select {...p} {...register('start')} className="input">
                  {HOURS.slice(0, 24).map((h) => (
                    <option key={h} value={h}>{`${toPersianDigits(h)}:۰۰`}</option>
                  ))}
                </select>
              )}
            </Field>
            <Field name="end" id="sb-end" label="تا ساعت">
              {(p) => (
                <select {...p} {...register('end')} className="input">
                  {HOURS.slice(1).map((h) => (
                    <option key={h} value={h}>{`${toPersianDigits(h)}:۰۰`}</option>
                  ))}
                </select>
              )}
            </Field>
          </>
        )}
        <Field name="phone" id="sb-phone" label="شماره تلفن مشتری (ثبت‌نام کرده)">
          {(p) => (
            <input {...p} {...register('phone')} className="input" dir="ltr" inputMode="tel" autoComplete="off" />
          )}
        </Field>
        {mayDiscount && (
          <Field
            name="price"
            id="sb-price"
            label="مبلغ توافقی (تومان، اختیاری)"
            hint="فقط کمتر از قیمت منو؛ خالی بماند تا قیمت منو حساب شود."
          >
            {(p) => <input {...p} {...register('price')} className="input" inputMode="numeric" />}
          </Field>
        )}
      </div>
      <p className={styles.muted} data-testid="sb-pay-note">
        پرداخت این رزرو در محل است. مشتری‌ای که می‌خواهد از کیف پول خود بپردازد، با گوشی خودش رزرو می‌کند.
      </p>
      <FormError />
      {done && (
        <p className={styles.success} role="status">
          {done}
        </p>
      )}
      <div className={styles.actions}>
        <SubmitButton>ثبت رزرو</SubmitButton>
      </div>
    </ZodForm>
  );
}
