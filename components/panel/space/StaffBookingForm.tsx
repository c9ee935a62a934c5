import { useState } from 'react';
import { FieldShell } from '@/components/ui/form';
import { JalaliDateInput, INVALID_DAY } from '@/components/ui/date';
import { describeError } from '@/api-client';
import { spaceItemLabel } from '@/lib/messages-space';
import { can } from '@/lib/permissions';
import { useAppSelector } from '@/store';
import { selectAuth } from '@/store/slices/authSlice';
import { tehranIsoDate } from '@/lib/jalali';
import { toLatinDigits, toPersianDigits } from '@/lib/digits';
import { newCheckoutKey } from '@/lib/client/checkoutKey';
import { useAdminSubmitSpaceOrderMutation, useSpaceMenuQuery } from '@/store/api/space';
import styles from '@/components/panel/shared/PanelForm.module.css';

const HOURS = Array.from({ length: 25 }, (_, h) => h);

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
  const [itemId, setItemId] = useState('');
  const item = items.find((i) => i._id === itemId) ?? items[0];
  const [date, setDate] = useState(tehranIsoDate());
  const [start, setStart] = useState('10');
  const [end, setEnd] = useState('11');
  const [phone, setPhone] = useState('');
  const [price, setPrice] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [submit, { isLoading }] = useAdminSubmitSpaceOrderMutation();
  if (!item) return null;
  const resource = item.spaceType === 'resource';

  const send = async (e: React.FormEvent) => {
    e.preventDefault();
    setDone(null);
    if (!date || date === INVALID_DAY) return setError('روز را درست وارد کنید.');
    if (!phone.trim()) return setError('شماره تلفن مشتری را وارد کنید.');
    const desired = mayDiscount && price.trim() ? Number(toLatinDigits(price.trim())) : null;
    if (desired !== null && (!Number.isInteger(desired) || desired < 0))
      return setError('مبلغ باید عدد صحیح و نامنفی باشد.');
    try {
      const r = await submit({
        orderId: newCheckoutKey(),
        providerId,
        itemId: item._id,
        startDate: date,
        startingHour: resource ? Number(start) : null,
        endingHour: resource ? Number(end) : null,
        paymentBy: 'pos',
        targetPhone: phone.trim(),
        desiredPrice: desired,
      }).unwrap();
      setError(null);
      setDone(`رزرو شماره ${toPersianDigits(r.order.number)} ثبت شد.`);
    } catch (err) {
      setError(describeError(err).message);
    }
  };

  return (
    <form className={`card ${styles.card} ${styles.form}`} onSubmit={send} noValidate aria-labelledby="staff-booking">
      <h2 id="staff-booking" style={{ margin: 0, fontSize: '1.05rem' }}>
        رزرو برای مشتری
      </h2>
      <div className={styles.grid}>
        <FieldShell id="sb-item" label="فضا">
          {(p) => (
            <select {...p} className="input" value={item._id} onChange={(e) => setItemId(e.target.value)}>
              {items.map((i) => (
                <option key={i._id} value={i._id}>
                  {spaceItemLabel(i)}
                </option>
              ))}
            </select>
          )}
        </FieldShell>
        <FieldShell id="sb-day" label="روز">
          {(p) => (
            <JalaliDateInput {...p} value={date === INVALID_DAY ? '' : date} min={tehranIsoDate()} onChange={setDate} />
          )}
        </FieldShell>
        {resource && (
          <>
            <FieldShell id="sb-start" label="از ساعت">
              {(p) => (
                <select {...p} className="input" value={start} onChange={(e) => setStart(e.target.value)}>
                  {HOURS.slice(0, 24).map((h) => (
                    <option key={h} value={h}>{`${toPersianDigits(h)}:۰۰`}</option>
                  ))}
                </select>
              )}
            </FieldShell>
            <FieldShell id="sb-end" label="تا ساعت">
              {(p) => (
                <select {...p} className="input" value={end} onChange={(e) => setEnd(e.target.value)}>
                  {HOURS.slice(1).map((h) => (
                    <option key={h} value={h}>{`${toPersianDigits(h)}:۰۰`}</option>
                  ))}
                </select>
              )}
            </FieldShell>
          </>
        )}
        <FieldShell id="sb-phone" label="شماره تلفن مشتری (ثبت‌نام کرده)">
          {(p) => (
            <input
              {...p}
              className="input"
              dir="ltr"
              inputMode="tel"
              autoComplete="off"
              value={phone}
              onChange={(e) => setPhone(e.target.value)}
            />
          )}
        </FieldShell>
        {mayDiscount && (
          <FieldShell
            id="sb-price"
            label="مبلغ توافقی (تومان، اختیاری)"
            hint="فقط کمتر از قیمت منو؛ خالی بماند تا قیمت منو حساب شود."
          >
            {(p) => (
              <input
                {...p}
                className="input"
                inputMode="numeric"
                value={price}
                onChange={(e) => setPrice(e.target.value)}
              />
            )}
          </FieldShell>
        )}
      </div>
      <p className={styles.muted} data-testid="sb-pay-note">
        پرداخت این رزرو در محل است. مشتری‌ای که می‌خواهد از کیف پول خود بپردازد، با گوشی خودش رزرو می‌کند.
      </p>
      {error && (
        <p className={styles.alert} role="alert">
          {error}
        </p>
      )}
      {done && (
        <p className={styles.success} role="status">
          {done}
        </p>
      )}
      <div className={styles.actions}>
        <button type="submit" className="btn btn-primary" disabled={isLoading}>
          ثبت رزرو
        </button>
      </div>
    </form>
  );
}
