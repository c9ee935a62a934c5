import Link from 'next/link';
import { useRouter } from 'next/router';
import { useState } from 'react';
import type { ProviderView } from '@/lib/contracts/menu/customer';
import type { SpaceItemView } from '@/lib/contracts/space/items';
import { parseSpaceDate } from '@/lib/contracts/space/base';
import { usePageTitle } from '@/lib/client/usePageTitle';
import { isoDayToJalali, tehranIsoDate } from '@/lib/jalali';
import { toPersianDigits } from '@/lib/digits';
import { effectiveUnitPrice, formatToman } from '@/lib/money';
import { useAppDispatch } from '@/store';
import { openModal } from '@/store/slices/modalsSlice';
import { hourRange } from './hours';
import RepeatBooking from './RepeatBooking';
import PlanCreditButton from './PlanCreditButton';
import styles from './Space.module.css';

/** /menu/workspace/{providerId}/{itemId}/checkout: the booking's summary and a note, then the payment type modal. */
export default function SpaceCheckout({ item, provider }: { item: SpaceItemView; provider: ProviderView }) {
  const router = useRouter();
  const dispatch = useAppDispatch();
  usePageTitle(`رزرو ${item.title}`);
  const [description, setDescription] = useState('');
  const q = router.query;
  const date = typeof q.date === 'string' ? parseSpaceDate(q.date) : null;
  const start = typeof q.start === 'string' ? Number(q.start) : null;
  const end = typeof q.end === 'string' ? Number(q.end) : null;
  const isPool = item.spaceType === 'pool';
  const hoursOk =
    isPool || (start !== null && end !== null && Number.isInteger(start) && Number.isInteger(end) && end > start);
  const back = `/menu/workspace/${encodeURIComponent(provider._id)}/${encodeURIComponent(item._id)}`;
  if (!router.isReady) return null;
  if (!date || date < tehranIsoDate() || !hoursOk) {
    return (
      <div className={`container ${styles.page}`}>
        <p role="alert">روز یا ساعت رزرو مشخص نیست.</p>
        <Link href={back} className="btn btn-primary">
          انتخاب روز و ساعت
        </Link>
      </div>
    );
  }
  const count = isPool ? 1 : end! - start!;
  const total = effectiveUnitPrice(item.price, item.reductionPrice) * count;
  const pay = () =>
    dispatch(
      openModal({
        type: 'paymentType',
        props: {
          checkout: {
            providerId: provider._id,
            items: [{ _id: item._id, count }],
            description: description.trim(),
            tableId: null,
            orderType: 'inHall',
            space: {
              itemId: item._id,
              startDate: date,
              startingHour: isPool ? null : start,
              endingHour: isPool ? null : end,
            },
          },
        },
      }),
    );

  return (
    <div className={`container ${styles.page}`}>
      <nav>
        <Link href={{ pathname: back, query: { date } }}>تغییر روز یا ساعت</Link>
      </nav>
      <h1 className={styles.title}>تکمیل رزرو</h1>
      <section className={`card ${styles.section}`}>
        <dl className={styles.summary}>
          <div>
            <dt>فضا</dt>
            <dd>{item.title}</dd>
          </div>
          <div>
            <dt>شعبه</dt>
            <dd>{provider.name}</dd>
          </div>
          <div>
            <dt>روز</dt>
            <dd data-testid="checkout-day">{isoDayToJalali(date)}</dd>
          </div>
          {!isPool && (
            <div>
              <dt>ساعت</dt>
              <dd data-testid="checkout-hours">{`${hourRange(start!, end!)} (${toPersianDigits(count)} ساعت)`}</dd>
            </div>
          )}
          <div>
            <dt>مبلغ</dt>
            <dd>{formatToman(total)}</dd>
          </div>
        </dl>
      </section>
      <section className={`card ${styles.section}`}>
        <label htmlFor="space-note" className={styles.label}>
          توضیحات (اختیاری)
        </label>
        <textarea
          id="space-note"
          className="input"
          rows={3}
          maxLength={500}
          value={description}
          onChange={(e) => setDescription(e.target.value)}
          placeholder="مثلا تعداد نفرات یا نیاز به نمایشگر"
        />
      </section>
      <RepeatBooking
        item={item}
        provider={provider}
        date={date}
        start={isPool ? null : start}
        end={isPool ? null : end}
        unitTotal={total}
        description={description.trim()}
      />
      <p className={styles.muted} data-testid="cancel-rules">
        {provider.lateCancelTiers?.length
          ? `لغو رزرو تا شروع آن ممکن است؛ ${provider.lateCancelTiers
              .map((t) => `در ${toPersianDigits(t.withinHours)} ساعت مانده ${toPersianDigits(t.keepPercent)}٪`)
              .join('، ')} مبلغ پرداخت شده کسر و باقی به کیف پول شما برمی‌گردد.`
          : `لغو رزرو تا ${toPersianDigits(2)} ساعت پیش از شروع ممکن است و مبلغ پرداخت شده به کیف پول شما برمی‌گردد.`}
      </p>
      <div className={`${styles.bar} ${styles.checkoutBar}`}>
        <div className={styles.total}>{formatToman(total)}</div>
        <PlanCreditButton
          booking={{
            providerId: provider._id,
            itemId: item._id,
            startDate: date,
            startingHour: isPool ? null : start,
            endingHour: isPool ? null : end,
            description: description.trim(),
            count,
            pool: isPool,
          }}
        />
        <button type="button" className="btn btn-primary" onClick={pay} data-testid="space-pay">
          انتخاب روش پرداخت
        </button>
      </div>
    </div>
  );
}
