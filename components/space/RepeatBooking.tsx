import Link from 'next/link';
import { useRef, useState, type ReactNode } from 'react';
import { describeError } from '@/api-client';
import { newCheckoutKey } from '@/lib/client/checkoutKey';
import { PLAN_TEXT } from '@/lib/messages/plan';
import type { ProviderView } from '@/lib/contracts/menu/customer';
import type { SpaceItemView } from '@/lib/contracts/space/items';
import type { SpaceRecurringResult } from '@/lib/contracts/space/series';
import { isoDayToJalali } from '@/lib/jalali';
import { toPersianDigits } from '@/lib/digits';
import { formatToman } from '@/lib/money';
import { useAppDispatch } from '@/store';
import { openModal } from '@/store/slices/modalsSlice';
import { useSubmitRecurringMutation } from '@/store/api/cowork';
import { usePlanCredit } from './usePlanCredit';
import styles from './Cowork.module.css';

type Every = 'day' | 'week';
type PayBy = 'wallet' | 'bank' | 'pos' | 'credit';
const PAY_LABELS: Record<PayBy, string> = {
  wallet: 'کیف پول',
  bank: 'درگاه بانکی',
  pos: 'پرداخت در محل',
  credit: PLAN_TEXT.creditLabel,
};

/** One radio group of the sheet: its options in a row, each a labelled radio. */
function Choices<T extends string>({
  name,
  label,
  options,
  value,
  onChange,
  children,
}: {
  name: string;
  label: string;
  options: readonly (readonly [T, string])[];
  value: T | null;
  onChange: (v: T) => void;
  children?: ReactNode;
}) {
  return (
    <div className={styles.choices} role="radiogroup" aria-label={label}>
      {options.map(([v, text]) => (
        <label key={v}>
          <input
            type="radio"
            name={name}
            checked={value === v}
            onChange={() => onChange(v)}
            data-testid={`${name}-${v}`}
          />
          {text}
        </label>
      ))}
      {children}
    </div>
  );
}

/**
 * «تکرار» in the booking sheet (issue 28): the same room or day pass every day or week, 2 to 12 times, in one
 * step and one payment; on a taken day «همه یا هیچ» books nothing, «رد کردن تداخل‌ها» books the rest. The
 * result lists the booked and skipped days (Jalali).
 */
export default function RepeatBooking({
  item,
  provider,
  date,
  start,
  end,
  unitTotal,
  description,
}: {
  item: SpaceItemView;
  provider: ProviderView;
  date: string;
  start: number | null;
  end: number | null;
  /** The price of one occurrence. */
  unitTotal: number;
  description: string;
}) {
  const dispatch = useAppDispatch();
  const [on, setOn] = useState(false);
  const [every, setEvery] = useState<Every>('week');
  const [count, setCount] = useState(4);
  const [onConflict, setOnConflict] = useState<'fail' | 'skip'>('fail');
  // The member's plan credit pays whatever the branch takes, when a month's credit covers one occurrence.
  const credit = usePlanCredit({ providerId: provider._id, pool: start === null });
  const perOccurrence = start !== null && end !== null ? end - start : 1;
  const types: PayBy[] = [
    ...(['wallet', 'bank', 'pos'] as const).filter((t) => provider.paymentTypes.includes(t)),
    ...(credit !== null && credit >= perOccurrence ? (['credit'] as const) : []),
  ];
  // One key for this sheet's submit: a double tap or a retry answers the series it made.
  const key = useRef<string | null>(null);
  const [payBy, setPayBy] = useState<PayBy | null>(null);
  const [submit, state] = useSubmitRecurringMutation();
  const [result, setResult] = useState<SpaceRecurringResult | null>(null);

  const book = async () => {
    if (!payBy) return;
    key.current ??= newCheckoutKey();
    try {
      const r = await submit({
        itemId: item._id,
        providerId: provider._id,
        startDate: date,
        startingHour: start,
        endingHour: end,
        repeat: { every, count },
        onConflict,
        paymentBy: payBy,
        bankType: 'pos',
        description,
        key: key.current,
      }).unwrap();
      if (r.link) {
        window.location.assign(r.link);
        return;
      }
      setResult(r);
    } catch (err) {
      const info = describeError(err);
      if (info.status === 401) dispatch(openModal({ type: 'login', props: {} }));
      else dispatch(openModal({ type: 'error', props: { message: info.message } }));
    }
  };

  if (result)
    return (
      <section className={`card ${styles.repeat}`} data-testid="repeat-result" aria-live="polite">
        <strong>{`${toPersianDigits(result.orders.length)} جلسه رزرو شد · ${formatToman(result.total)}`}</strong>
        <ul className={styles.dates} data-testid="repeat-booked">
          {result.orders.map((o) => (
            <li key={o._id}>
              <Link href={`/orderTracking/${o._id}`}>{`رزرو ${toPersianDigits(o.number)}`}</Link>
            </li>
          ))}
        </ul>
        {result.skipped.length > 0 && (
          <p style={{ margin: 0 }} data-testid="repeat-skipped">
            {`رد شده به دلیل تداخل: ${result.skipped.map((d) => isoDayToJalali(d)).join('، ')}`}
          </p>
        )}
      </section>
    );

  return (
    <fieldset className={styles.repeat} data-testid="repeat">
      <legend>تکرار</legend>
      <label className={styles.choices}>
        <input type="checkbox" checked={on} onChange={(e) => setOn(e.target.checked)} data-testid="repeat-on" />
        این رزرو تکرار شود
      </label>
      {on && (
        <>
          <Choices
            name="repeat-every"
            label="هر چند وقت"
            options={
              [
                ['day', 'هر روز'],
                ['week', 'هر هفته'],
              ] as const
            }
            value={every}
            onChange={setEvery}
          >
            <label>
              تعداد جلسات
              <select
                className="input"
                value={count}
                onChange={(e) => setCount(Number(e.target.value))}
                data-testid="repeat-count"
              >
                {Array.from({ length: 11 }, (_, i) => i + 2).map((n) => (
                  <option key={n} value={n}>
                    {toPersianDigits(n)}
                  </option>
                ))}
              </select>
            </label>
          </Choices>
          <Choices
            name="repeat-conflict"
            label="اگر روزی پر بود"
            options={
              [
                ['fail', 'همه یا هیچ'],
                ['skip', 'رد کردن تداخل‌ها'],
              ] as const
            }
            value={onConflict}
            onChange={setOnConflict}
          />
          <Choices
            name="repeat-pay"
            label="روش پرداخت سری"
            options={types.map((t) => [t, PAY_LABELS[t]] as const)}
            value={payBy}
            onChange={setPayBy}
          />
          <button
            type="button"
            className="btn btn-primary"
            disabled={!payBy || state.isLoading}
            onClick={() => void book()}
            data-testid="repeat-submit"
          >
            {payBy === 'credit'
              ? `رزرو ${toPersianDigits(count)} جلسه با ${PLAN_TEXT.creditLabel}`
              : `رزرو ${toPersianDigits(count)} جلسه · تا ${formatToman(unitTotal * count)}`}
          </button>
        </>
      )}
    </fieldset>
  );
}
