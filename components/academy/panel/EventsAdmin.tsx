import { useState } from 'react';
import AdminTable, { type Column } from '@/components/ui/AdminTable';
import type { EventStatus, EventView } from '@/lib/contracts/academy';
import { can } from '@/lib/permissions';
import { toPersianDigits } from '@/lib/digits';
import { jalaliDateTime } from '@/lib/jalali';
import { formatToman } from '@/lib/money';
import { useDebouncedValue } from '@/lib/client/useDebouncedValue';
import type { AuthUser } from '@/store/slices/authSlice';
import { usePanelProvidersQuery } from '@/store/api/provider';
import { useEventsQuery } from '@/store/api/academy';
import { EVENT_STATUS_LABELS } from '../labels';
import EventForm from './EventForm';
import list from '@/components/panel/shared/PanelList.module.css';
import styles from '@/components/panel/shared/PanelForm.module.css';

const PAGE_SIZE = 20;

/** /panel/events: the events of the branches the user runs events at; create, edit, open one. */
export default function EventsAdmin({ user }: { user: AuthUser }) {
  const { data: providerData } = usePanelProvidersQuery();
  const providers = (providerData?.providers ?? []).filter((p) => can(user, 'events', p._id));
  const [providerId, setProviderId] = useState('');
  const [status, setStatus] = useState<EventStatus | 'all'>('all');
  const [text, setText] = useState('');
  const search = useDebouncedValue(text.trim(), 400);
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<EventView | 'new' | null>(null);
  // Staff of some branches only list one branch at a time (the server refuses them the whole chain).
  const chainWide = can(user, 'events');
  const branch = providerId || (chainWide ? '' : (providers[0]?._id ?? ''));
  const query = useEventsQuery(
    { page, size: PAGE_SIZE, providerId: branch || null, status, text: search },
    { refetchOnMountOrArgChange: true, skip: !chainWide && !branch },
  );

  const columns: Column<EventView>[] = [
    { header: 'عنوان', cell: (e) => e.title, wrap: true },
    { header: 'شعبه', cell: (e) => e.providerName },
    { header: 'زمان', cell: (e) => jalaliDateTime(e.startAt) },
    { header: 'وضعیت', cell: (e) => EVENT_STATUS_LABELS[e.status] },
    {
      header: 'فروش',
      cell: (e) => `${toPersianDigits(e.ticketsSold ?? e.capacity - e.seatsLeft)} از ${toPersianDigits(e.capacity)}`,
    },
    { header: 'قیمت', cell: (e) => formatToman(e.price) },
  ];

  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>رویدادها و کارگاه‌ها</h1>
      {editing ? (
        <EventForm
          key={editing === 'new' ? 'new' : editing._id}
          event={editing === 'new' ? undefined : editing}
          providers={providers}
          onSaved={() => setEditing(null)}
          onCancel={() => setEditing(null)}
        />
      ) : (
        <div>
          <button type="button" className="btn btn-primary" onClick={() => setEditing('new')} data-testid="new-event">
            + رویداد جدید
          </button>
        </div>
      )}
      <AdminTable
        query={query}
        rows={(d) => d.events}
        rowKey={(e) => e._id}
        columns={columns}
        actions={[
          { label: 'حاضران و گزارش', href: (e) => `/panel/events/${e._id}`, testId: 'event-open' },
          { label: 'ویرایش', onClick: setEditing },
        ]}
        filters={
          <div className={list.toolbar}>
            <label className="sr-only" htmlFor="ev-filter-text">
              جستجوی عنوان
            </label>
            <input
              id="ev-filter-text"
              className="input"
              type="search"
              placeholder="جستجوی عنوان"
              value={text}
              onChange={(e) => {
                setText(e.target.value);
                setPage(1);
              }}
            />
            <label className="sr-only" htmlFor="ev-filter-branch">
              شعبه
            </label>
            <select
              id="ev-filter-branch"
              className="input"
              value={branch}
              onChange={(e) => {
                setProviderId(e.target.value);
                setPage(1);
              }}
            >
              {chainWide && <option value="">همه شعبه‌ها</option>}
              {providers.map((p) => (
                <option key={p._id} value={p._id}>
                  {p.name}
                </option>
              ))}
            </select>
            <label className="sr-only" htmlFor="ev-filter-status">
              وضعیت
            </label>
            <select
              id="ev-filter-status"
              className="input"
              value={status}
              onChange={(e) => {
                setStatus(e.target.value as EventStatus | 'all');
                setPage(1);
              }}
            >
              <option value="all">همه وضعیت‌ها</option>
              {(Object.keys(EVENT_STATUS_LABELS) as EventStatus[]).map((s) => (
                <option key={s} value={s}>
                  {EVENT_STATUS_LABELS[s]}
                </option>
              ))}
            </select>
          </div>
        }
        paging={{ page, pageSize: PAGE_SIZE, total: (d) => d.total, onPage: setPage }}
        caption="رویدادها و کارگاه‌ها"
        testId="event-table"
        rowTestId="event-row"
      />
    </div>
  );
}
