import Link from 'next/link';
import { useRouter } from 'next/router';
import type { ItemAvailabilityView, UnavailableReason } from '@/lib/contracts/menu/customer';
import { toPersianDigits } from '@/lib/digits';
import { jalaliDate, tehranDayStart, tehranIsoDate, tehranTime } from '@/lib/jalali';
import { pageParam, queryValue } from '@/lib/query';
import JalaliDateInput from '@/components/ui/date/JalaliDateInput';
import { INVALID_DAY } from '@/components/ui/date/day';
import NoResult from '@/components/ui/NoResult';
import Pagination from '@/components/ui/Pagination';
import QueryState from '@/components/ui/QueryState';
import { useProviderListQuery } from '@/store/api/menu';
import { AVAILABILITY_PAGE_SIZE, useMenuAvailabilityQuery } from '@/store/api/ticket';
import desk from './Desk.module.css';
import styles from './MenuAvailability.module.css';

const REASONS: Record<UnavailableReason, string> = {
  inactive: 'غیرفعال',
  unavailable: 'ناموجود اعلام شده',
  soldOut: 'تمام شده',
};

const KIND: Record<ItemAvailabilityView['kind'], string> = { cafe: 'کافه', space: 'فضای کار' };

function nowText(n: ItemAvailabilityView['now']): string {
  if (!n.active) return REASONS.inactive;
  if (!n.available) return REASONS.unavailable;
  if (!n.inStock) return REASONS.soldOut;
  return 'قابل سفارش';
}

function DayStatus({ item, dayEnd }: { item: ItemAvailabilityView; dayEnd: boolean }) {
  if (!item.onRecord) return <span className={`${styles.chip} ${styles.muted}`}>برای این روز وضعیتی ثبت نشده است</span>;
  if (item.unavailable.length)
    return <span className={`${styles.chip} ${styles.warn}`}>بخشی از روز قابل سفارش نبود</span>;
  if (item.orderableAllDay)
    return (
      <span className={`${styles.chip} ${styles.ok}`}>
        {dayEnd ? 'تمام روز قابل سفارش بود' : 'تا این لحظه قابل سفارش بوده است'}
      </span>
    );
  return <span className={`${styles.chip} ${styles.ok}`}>از زمان ثبت، قابل سفارش بود</span>;
}

function ItemRow({ item, dayEnd }: { item: ItemAvailabilityView; dayEnd: boolean }) {
  return (
    <li className={`card ${styles.item}`} data-testid="availability-item">
      <div className={styles.itemTop}>
        <div>
          <h3 className={styles.title}>{item.title}</h3>
          <p className={styles.meta}>
            {KIND[item.kind]} · {item.categoryTitle}
          </p>
        </div>
        <p className={styles.sold}>
          <strong>{toPersianDigits(item.soldCount)}</strong> فروش
        </p>
      </div>
      <DayStatus item={item} dayEnd={dayEnd} />
      {item.unavailable.length > 0 && (
        <ul className={styles.windows} aria-label={`زمان‌های ناموجود ${item.title}`}>
          {item.unavailable.map((w) => (
            <li key={w.from}>
              <span className={styles.time}>
                {tehranTime(w.from)} تا {tehranTime(w.to)}
              </span>
              <span className={styles.reason}>{REASONS[w.reason]}</span>
            </li>
          ))}
        </ul>
      )}
      {item.recordedFrom && (
        <p className={styles.note}>وضعیت این آیتم از ساعت {tehranTime(item.recordedFrom)} این روز ثبت شده است.</p>
      )}
      <p className={styles.note}>اکنون: {nowText(item.now)}</p>
    </li>
  );
}

/**
 * The desk's menu-availability search: for a branch and a day, when each item could not be ordered
 * (switched off, marked unavailable or sold out) and how many were sold, so an agent can answer
 * "I could not order X yesterday" from the record. Branch and day live in the address, so a ticket
 * can link straight to its branch on the day it was opened.
 */
export default function MenuAvailability() {
  const router = useRouter();
  const providers = useProviderListQuery();
  const today = tehranIsoDate();
  const providerId = queryValue(router.query.providerId) || providers.data?.providers[0]?._id || '';
  const date = queryValue(router.query.date) || today;
  const page = pageParam(router.query.page);
  const { data, error, isFetching, refetch } = useMenuAvailabilityQuery(
    { providerId, date, page },
    { skip: !router.isReady || !providerId },
  );

  const go = (next: { providerId?: string; date?: string; page?: number }) =>
    void router.replace({ pathname: router.pathname, query: { providerId, date, page, ...next } }, undefined, {
      shallow: true,
      scroll: false,
    });

  const pages = data ? Math.max(1, Math.ceil(data.total / AVAILABILITY_PAGE_SIZE)) : 1;
  const dayEnd = date < today;
  const dayStart = tehranDayStart(date);

  const body = (
    <QueryState
      query={{ data, error, isFetching, refetch }}
      isEmpty={(d) => d.items.length === 0}
      empty={
        <div className="card">
          <NoResult>این شعبه هنوز آیتمی در منو ندارد.</NoResult>
        </div>
      }
    >
      {(d) => (
        <>
          <ul className={`${styles.list} ${isFetching ? desk.fetching : ''}`} data-testid="availability-list">
            {d.items.map((item) => (
              <ItemRow key={item._id} item={item} dayEnd={dayEnd} />
            ))}
          </ul>
          {pages > 1 && (
            <Pagination page={page} pages={pages} onChange={(p) => go({ page: p })} disabled={isFetching} />
          )}
        </>
      )}
    </QueryState>
  );

  return (
    <div className={desk.desk}>
      <div className={desk.top}>
        <h1 className={desk.heading}>
          موجودی منو
          {data && <span className={desk.count}>{toPersianDigits(data.total)} آیتم</span>}
        </h1>
        <div className={desk.tools}>
          <Link href="/panel/ticket" className="btn btn-outline btn-sm">
            میز پشتیبانی
          </Link>
        </div>
      </div>
      <form className={`card ${styles.controls}`} onSubmit={(e) => e.preventDefault()}>
        <label className={styles.field}>
          <span>شعبه</span>
          <select className="input" value={providerId} onChange={(e) => go({ providerId: e.target.value, page: 1 })}>
            {providers.data?.providers.map((p) => (
              <option key={p._id} value={p._id}>
                {p.name}
              </option>
            ))}
          </select>
        </label>
        <div className={styles.field}>
          <label htmlFor="availability-day">روز</label>
          <JalaliDateInput
            id="availability-day"
            value={date}
            max={today}
            required
            onChange={(day) => day && day !== INVALID_DAY && go({ date: day, page: 1 })}
          />
        </div>
        <p className={styles.day}>{dayStart ? jalaliDate(dayStart) : ''}</p>
      </form>
      {body}
    </div>
  );
}
