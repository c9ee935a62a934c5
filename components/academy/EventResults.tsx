import EventCard from './EventCard';
import Pagination from '@/components/ui/Pagination';
import QueryState from '@/components/ui/QueryState';
import NoResult from '@/components/ui/NoResult';
import { useProviderListQuery } from '@/store/api/menu';
import { useEventsQuery } from '@/store/api/academy';
import chips from '@/components/bundle/Bundle.module.css';
import styles from './Academy.module.css';

/** The filters EventList keeps (its state), as the two fetched parts of the list read and change them. */
export interface EventFilters {
  providerId: string | null;
  from: string | null;
  to: string | null;
  page: number;
  size: number;
  filtered: boolean;
  setProviderId: (id: string | null) => void;
  setPage: (page: number) => void;
  clear: () => void;
}

/** The branch chips (with more than one active branch): they need the branch list, so they come with it. */
export function BranchChips({ providerId, setProviderId }: Pick<EventFilters, 'providerId' | 'setProviderId'>) {
  const { data: providers } = useProviderListQuery();
  const branches = (providers?.providers ?? []).filter((p) => p.active !== false);
  if (branches.length <= 1) return null;
  return (
    <div className={chips.chips} role="group" aria-label="شعبه">
      <button
        type="button"
        className={chips.chip}
        aria-pressed={providerId === null}
        onClick={() => setProviderId(null)}
      >
        همه شعبه‌ها
      </button>
      {branches.map((p) => (
        <button
          key={p._id}
          type="button"
          className={chips.chip}
          aria-pressed={providerId === p._id}
          onClick={() => setProviderId(p._id)}
        >
          {p.name}
        </button>
      ))}
    </div>
  );
}

/** The events of the chosen branch and days, a page at a time. */
export default function EventResults({
  providerId,
  from,
  to,
  page,
  size,
  filtered,
  setPage,
  clear,
}: Omit<EventFilters, 'setProviderId'>) {
  const query = useEventsQuery({ page, size, providerId, from, to });
  const pages = Math.max(1, Math.ceil((query.data?.total ?? 0) / size));
  return (
    <>
      <QueryState
        query={query}
        isEmpty={(d) => d.events.length === 0}
        empty={
          <div className="card">
            <NoResult
              title={filtered ? 'رویدادی با این شعبه و تاریخ پیدا نشد.' : 'فعلا رویداد پیش رویی نداریم.'}
              action={
                filtered ? (
                  <button type="button" className="btn btn-outline" onClick={clear}>
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
