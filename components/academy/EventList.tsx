import { useState } from 'react';
import EventCard from './EventCard';
import Pagination from '@/components/ui/Pagination';
import QueryState from '@/components/ui/QueryState';
import NoResult from '@/components/ui/NoResult';
import { INVALID_DAY, JalaliDateRangeInput, type DayRange } from '@/components/ui/date';
import { tehranIsoDate } from '@/lib/jalali';
import { useProviderListQuery } from '@/store/api/menu';
import { useEventsQuery } from '@/store/api/academy';
import chips from '@/components/bundle/Bundle.module.css';
import styles from './Academy.module.css';

const PAGE_SIZE = 12;

/** The upcoming published events, by branch (chips) and a Jalali range of days, a page at a time. */
export default function EventList() {
  const [providerId, setProviderId] = useState<string | null>(null);
  const [range, setRange] = useState<DayRange>({ from: '', to: '' });
  const [page, setPage] = useState(1);
  const { data: providers } = useProviderListQuery();
  const bad = range.from === INVALID_DAY || range.to === INVALID_DAY;
  const query = useEventsQuery({
    page,
    size: PAGE_SIZE,
    providerId,
    from: bad ? null : range.from,
    to: bad ? null : range.to,
  });
  const pages = Math.max(1, Math.ceil((query.data?.total ?? 0) / PAGE_SIZE));
  const branches = (providers?.providers ?? []).filter((p) => p.active !== false);
  const filtered = Boolean(providerId || range.from || range.to);

  return (
    <>
      <div className={styles.filters}>
        {branches.length > 1 && (
          <div className={chips.chips} role="group" aria-label="شعبه">
            <button
              type="button"
              className={chips.chip}
              aria-pressed={providerId === null}
              onClick={() => {
                setProviderId(null);
                setPage(1);
              }}
            >
              همه شعبه‌ها
            </button>
            {branches.map((p) => (
              <button
                key={p._id}
                type="button"
                className={chips.chip}
                aria-pressed={providerId === p._id}
                onClick={() => {
                  setProviderId(p._id);
                  setPage(1);
                }}
              >
                {p.name}
              </button>
            ))}
          </div>
        )}
        <JalaliDateRangeInput
          value={range}
          min={tehranIsoDate()}
          onChange={(r) => {
            setRange(r);
            setPage(1);
          }}
          from={{ id: 'events-from', label: 'از تاریخ', error: range.from === INVALID_DAY ? 'تاریخ معتبر نیست.' : '' }}
          to={{ id: 'events-to', label: 'تا تاریخ', error: range.to === INVALID_DAY ? 'تاریخ معتبر نیست.' : '' }}
        />
      </div>
      <QueryState
        query={query}
        isEmpty={(d) => d.events.length === 0}
        empty={
          <div className="card">
            <NoResult
              title={filtered ? 'رویدادی با این شعبه و تاریخ پیدا نشد.' : 'فعلا رویداد پیش رویی نداریم.'}
              action={
                filtered ? (
                  <button
                    type="button"
                    className="btn btn-outline"
                    onClick={() => {
                      setProviderId(null);
                      setRange({ from: '', to: '' });
                      setPage(1);
                    }}
                  >
                    نمایش همه رویدادها
                  </button>
                ) : undefined
              }
            />
          </div>
        }
      >
        {(d) => (
          <ul className={styles.grid} aria-busy={query.isFetching || undefined}>
            {d.events.map((e) => (
              <li key={e._id}>
                <EventCard event={e} />
              </li>
            ))}
          </ul>
        )}
      </QueryState>
      {pages > 1 && <Pagination page={page} pages={pages} onChange={setPage} disabled={query.isFetching} />}
    </>
  );
}
