import Link from 'next/link';
import { useRouter } from 'next/router';
import { useMemo, useState } from 'react';
import type { ProviderView } from '@/lib/contracts/menu/customer';
import type { SpaceItemView } from '@/lib/contracts/space/items';
import { JalaliDateInput, INVALID_DAY } from '@/components/ui/date';
import QueryState from '@/components/ui/QueryState';
import Price from '@/components/ui/Price';
import { describeError } from '@/api-client';
import { itemPhotoUrl } from '@/lib/client/site';
import { usePageTitle } from '@/lib/client/usePageTitle';
import { tehranIsoDate, isoDayToJalali } from '@/lib/jalali';
import { toPersianDigits } from '@/lib/digits';
import { effectiveUnitPrice, formatToman } from '@/lib/money';
import { useAppDispatch, useAppSelector } from '@/store';
import { openModal } from '@/store/slices/modalsSlice';
import { useJoinWaitlistMutation, usePoolAvailabilityQuery, useResourceAvailabilityQuery } from '@/store/api/space';
import { hourLabel, hourRange, nextRange } from './hours';
import styles from './Space.module.css';

export interface SpaceBookingProps {
  item: SpaceItemView;
  provider: ProviderView;
}

function Waitlist({ item, date, start, end }: { item: SpaceItemView; date: string; start?: number; end?: number }) {
  const dispatch = useAppDispatch();
  const auth = useAppSelector((s) => s.auth.state);
  const [join, { isLoading, isSuccess, error }] = useJoinWaitlistMutation();
  if (isSuccess) return <p role="status">در فهرست انتظار قرار گرفتید؛ اگر جا خالی شود پیامک می‌گیرید.</p>;
  return (
    <div className={styles.row}>
      <button
        type="button"
        className="btn btn-outline btn-sm"
        disabled={isLoading}
        onClick={() => {
          if (auth !== 'user') dispatch(openModal({ type: 'login', props: {} }));
          else void join({ itemId: item._id, date, startingHour: start ?? null, endingHour: end ?? null });
        }}
        data-testid="waitlist"
      >
        اگر جا خالی شد خبرم کن
      </button>
      {error && (
        <p className="field-error" role="alert">
          {describeError(error).message}
        </p>
      )}
    </div>
  );
}

/**
 * /menu/workspace/{providerId}/{itemId}: pick a day on the Jalali calendar and, for an hourly room or
 * desk, a range of free hours (taken hours shown and not choosable), see the price, then go to checkout.
 */
export default function SpaceBooking({ item, provider }: SpaceBookingProps) {
  const router = useRouter();
  usePageTitle(item.title);
  const today = tehranIsoDate();
  const [date, setDate] = useState<string>(() => (typeof router.query.date === 'string' ? router.query.date : today));
  const [range, setRange] = useState<{ start: number; end: number } | null>(null);
  const [wanted, setWanted] = useState<number | null>(null);
  const valid = Boolean(date) && date !== INVALID_DAY && date >= today;
  const isPool = item.spaceType === 'pool';
  const pool = usePoolAvailabilityQuery({ itemId: item._id, date }, { skip: !valid || !isPool });
  const resource = useResourceAvailabilityQuery({ itemId: item._id, date }, { skip: !valid || isPool });
  const free = useMemo(() => new Set(resource.data?.freeHours ?? []), [resource.data]);
  const unit = effectiveUnitPrice(item.price, item.reductionPrice);
  const hours = range ? range.end - range.start : 0;
  const total = isPool ? unit : unit * hours;
  const ready =
    valid &&
    (isPool
      ? (pool.data?.left ?? 0) > 0
      : Boolean(range) && [...Array(hours)].every((_, i) => free.has(range!.start + i)));
  const photo = itemPhotoUrl(item.cover);

  const go = () => {
    if (!ready) return;
    const query: Record<string, string> = { date };
    if (range) Object.assign(query, { start: String(range.start), end: String(range.end) });
    void router.push({
      pathname: `/menu/workspace/${encodeURIComponent(provider._id)}/${encodeURIComponent(item._id)}/checkout`,
      query,
    });
  };

  return (
    <div className={`container ${styles.page}`}>
      <nav>
        <Link
          href={`/menu/workspace/${encodeURIComponent(provider._id)}`}
        >{`بازگشت به فضای کار ${provider.name}`}</Link>
      </nav>
      <header className={styles.hero}>
        {photo && (
          // eslint-disable-next-line @next/next/no-img-element
          <img src={photo} alt="" width={720} height={240} />
        )}
        <h1 className={styles.title}>{item.title}</h1>
        {item.description && <p className={styles.muted}>{item.description}</p>}
        <p className={styles.muted}>
          <Price price={item.price} reductionPrice={item.reductionPrice} />
          {isPool ? ' برای یک روز' : ' برای هر ساعت'}
        </p>
      </header>

      <section className={`card ${styles.section}`} aria-labelledby="day-label">
        <label id="day-label" htmlFor="space-day" className={styles.label}>
          روز رزرو
        </label>
        <JalaliDateInput
          id="space-day"
          value={date === INVALID_DAY ? '' : date}
          min={today}
          onChange={(v) => {
            setDate(v);
            setRange(null);
            setWanted(null);
          }}
          aria-invalid={!valid}
          aria-describedby={!valid ? 'day-error' : undefined}
          data-testid="space-day"
        />
        {!valid && (
          <p id="day-error" className="field-error" role="alert">
            روزی از امروز به بعد انتخاب کنید.
          </p>
        )}
      </section>

      {valid && isPool && (
        <section className={`card ${styles.section}`} aria-live="polite">
          <QueryState query={pool}>
            {(a) =>
              a.closed ? (
                <p className={styles.seats}>{`این فضا در ${isoDayToJalali(date)} تعطیل است.`}</p>
              ) : a.left > 0 ? (
                <p
                  className={styles.seats}
                  data-testid="seats-left"
                >{`${toPersianDigits(a.left)} جای خالی از ${toPersianDigits(a.capacity)} در ${isoDayToJalali(date)}`}</p>
              ) : (
                <>
                  <p className={styles.seats}>{`ظرفیت ${isoDayToJalali(date)} تکمیل شده است.`}</p>
                  <Waitlist item={item} date={date} />
                </>
              )
            }
          </QueryState>
        </section>
      )}

      {valid && !isPool && (
        <section className={`card ${styles.section}`} aria-labelledby="hours-label">
          <h2 id="hours-label" className={styles.label} style={{ margin: 0, fontSize: '1rem' }}>
            ساعت‌ها
          </h2>
          <p className={styles.muted}>ساعت شروع را بزنید، سپس آخرین ساعت را؛ ساعت‌های رزرو شده قابل انتخاب نیستند.</p>
          <QueryState query={resource}>
            {(a) =>
              a.closed ? (
                <p className={styles.seats}>{`این فضا در ${isoDayToJalali(date)} تعطیل است.`}</p>
              ) : (
                <>
                  <div className={styles.hours} role="group" aria-label="ساعت‌های روز" data-testid="hours">
                    {Array.from({ length: a.closingHour - a.openingHour }, (_, i) => a.openingHour + i).map((h) => {
                      const taken = a.takenHours.includes(h);
                      const isFree = free.has(h);
                      const selected = Boolean(range && h >= range.start && h < range.end);
                      const cls = `${styles.hour} ${selected ? styles.hourSelected : ''} ${taken ? styles.hourTaken : ''} ${!taken && !isFree ? styles.hourPast : ''}`;
                      return (
                        <button
                          key={h}
                          type="button"
                          className={cls}
                          aria-pressed={selected}
                          aria-disabled={!isFree && !taken}
                          aria-label={`${hourRange(h, h + 1)}${taken ? '، رزرو شده' : !isFree ? '، گذشته' : ''}`}
                          data-hour={h}
                          data-taken={taken ? 'true' : undefined}
                          onClick={() => {
                            if (taken) setWanted(h);
                            else if (isFree) {
                              setWanted(null);
                              setRange((r) => nextRange(r, h, free));
                            }
                          }}
                        >
                          {hourLabel(h)}
                        </button>
                      );
                    })}
                  </div>
                  <p className={styles.legend}>
                    <span>
                      <span className={`${styles.swatch} ${styles.hourSelected}`} />
                      انتخاب شما
                    </span>
                    <span>
                      <span className={`${styles.swatch} ${styles.hourTaken}`} />
                      رزرو شده
                    </span>
                  </p>
                  {wanted !== null && (
                    <>
                      <p role="status">{`ساعت ${hourRange(wanted, wanted + 1)} رزرو شده است.`}</p>
                      <Waitlist item={item} date={date} start={wanted} end={wanted + 1} />
                    </>
                  )}
                  {a.freeHours.length === 0 && <p className={styles.muted}>ساعت خالی در این روز نمانده است.</p>}
                </>
              )
            }
          </QueryState>
        </section>
      )}

      <div className={styles.bar}>
        <div>
          <div className={styles.muted}>
            {isPool
              ? 'یک روز'
              : range
                ? `${hourRange(range.start, range.end)} (${toPersianDigits(hours)} ساعت)`
                : 'ساعتی انتخاب نشده'}
          </div>
          <div className={styles.total} data-testid="space-total">
            {isPool || range ? formatToman(total) : '—'}
          </div>
        </div>
        <button type="button" className="btn btn-primary" disabled={!ready} onClick={go} data-testid="space-continue">
          ادامه و پرداخت
        </button>
      </div>
    </div>
  );
}
