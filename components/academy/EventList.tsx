import dynamic from 'next/dynamic';
import { useState } from 'react';
import QueryLoading from '@/components/ui/QueryLoading';
import { INVALID_DAY, JalaliDateRangeInput, type DayRange } from '@/components/ui/date';
import { tehranIsoDate } from '@/lib/jalali';
import styles from './Academy.module.css';

const PAGE_SIZE = 12;

// What is fetched (the branch chips and the events, with RTK Query) loads after hydration: the page's HTML
// shows the date filters and the loading state, as before (issue 25: first-load JS).
const BranchChips = dynamic(() => import('./EventResults').then((m) => m.BranchChips), { ssr: false });
const EventResults = dynamic(() => import('./EventResults'), {
  ssr: false,
  loading: () => <QueryLoading />,
});

/** The upcoming published events, by branch (chips) and a Jalali range of days, a page at a time. */
export default function EventList() {
  const [providerId, setProviderId] = useState<string | null>(null);
  const [range, setRange] = useState<DayRange>({ from: '', to: '' });
  const [page, setPage] = useState(1);
  const bad = range.from === INVALID_DAY || range.to === INVALID_DAY;
  const filtered = Boolean(providerId || range.from || range.to);
  const chooseBranch = (id: string | null) => {
    setProviderId(id);
    setPage(1);
  };
  const clear = () => {
    setProviderId(null);
    setRange({ from: '', to: '' });
    setPage(1);
  };

  return (
    <>
      <div className={styles.filters}>
        <BranchChips providerId={providerId} setProviderId={chooseBranch} />
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
      <EventResults
        providerId={providerId}
        from={bad ? null : range.from}
        to={bad ? null : range.to}
        page={page}
        size={PAGE_SIZE}
        filtered={filtered}
        setPage={setPage}
        clear={clear}
      />
    </>
  );
}
