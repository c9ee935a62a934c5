import { useEffect, useState } from 'react';
import {
  SUPPORT_TYPES,
  SUPPORT_TYPE_LABELS,
  TICKET_PRIORITIES,
  TICKET_PRIORITY_LABELS,
  TICKET_SORTS,
  TICKET_SORT_LABELS,
  TICKET_STATES,
  TICKET_STATE_LABELS,
  TICKET_TYPES,
  TICKET_TYPE_LABELS,
} from '@/lib/ticket-rules';
import { useAppDispatch, useAppSelector } from '@/store';
import { useDebouncedValue } from '@/lib/client/useDebouncedValue';
import { useProviderListQuery } from '@/store/api/menu';
import {
  resetDeskFilters,
  selectDeskFiltered,
  selectDeskFilters,
  setDeskFilter,
  toggleDeskState,
  type DeskFilters as Filters,
} from '@/store/slices/ticketsSlice';
import styles from './Desk.module.css';

function Select<K extends keyof Filters>({
  id,
  label,
  field,
  options,
}: {
  id: string;
  label: string;
  field: K;
  options: { value: string; label: string }[];
}) {
  const dispatch = useAppDispatch();
  const value = useAppSelector((s) => s.tickets.desk[field]);
  return (
    <div className={styles.select}>
      <label htmlFor={id} className={styles.selectLabel}>
        {label}
      </label>
      <select
        id={id}
        className="input"
        value={String(value)}
        onChange={(e) => dispatch(setDeskFilter({ [field]: e.target.value } as Partial<Filters>))}
      >
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}

const all = (label = 'همه') => ({ value: 'all', label });

/** The desk's filters (section 3's ticket list filter) kept in the tickets slice: search, states, kinds, branch, sort, overdue. */
export default function DeskFilters() {
  const dispatch = useAppDispatch();
  const f = useAppSelector(selectDeskFilters);
  const filtered = useAppSelector(selectDeskFiltered);
  const providers = useProviderListQuery();
  const [text, setText] = useState(f.text);

  const settled = useDebouncedValue(text, 400);
  useEffect(() => {
    if (settled !== f.text) dispatch(setDeskFilter({ text: settled }));
    // Only a newly settled text is sent; a reset of the filters (f.text) must not resend the old one.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [settled, dispatch]);

  return (
    <section className={`card ${styles.filters}`} aria-label="فیلترها">
      <div className={styles.searchRow}>
        <label className="sr-only" htmlFor="desk-search">
          جستجو
        </label>
        <input
          id="desk-search"
          type="search"
          className={`input ${styles.search}`}
          placeholder="جستجو در موضوع، متن، شماره درخواست، نام یا تلفن مشتری"
          value={text}
          maxLength={100}
          onChange={(e) => setText(e.target.value)}
          data-testid="desk-search"
        />
        <label className={styles.check}>
          <input
            type="checkbox"
            checked={f.overdue}
            onChange={(e) => dispatch(setDeskFilter({ overdue: e.target.checked }))}
            data-testid="filter-overdue"
          />
          فقط دیرکرد پاسخ
        </label>
        {filtered && (
          <button
            type="button"
            className="btn btn-ghost btn-sm"
            onClick={() => {
              setText('');
              dispatch(resetDeskFilters());
            }}
          >
            فیلتر پیش‌فرض
          </button>
        )}
      </div>
      <div className={styles.states} role="group" aria-label="وضعیت">
        {TICKET_STATES.map((s) => (
          <button
            key={s}
            type="button"
            className={`${styles.state} ${f.states.includes(s) ? styles.stateOn : ''}`}
            aria-pressed={f.states.includes(s)}
            onClick={() => dispatch(toggleDeskState(s))}
            data-testid={`filter-state-${s}`}
          >
            {TICKET_STATE_LABELS[s]}
          </button>
        ))}
      </div>
      <div className={styles.selects}>
        <Select
          id="desk-priority"
          label="اولویت"
          field="priority"
          options={[all(), ...TICKET_PRIORITIES.map((v) => ({ value: v, label: TICKET_PRIORITY_LABELS[v] }))]}
        />
        <Select
          id="desk-type"
          label="نوع"
          field="type"
          options={[all(), ...TICKET_TYPES.map((v) => ({ value: v, label: TICKET_TYPE_LABELS[v] }))]}
        />
        <Select
          id="desk-support-type"
          label="بخش"
          field="supportType"
          options={[all(), ...SUPPORT_TYPES.map((v) => ({ value: v, label: SUPPORT_TYPE_LABELS[v] }))]}
        />
        <Select
          id="desk-provider"
          label="شعبه"
          field="providerId"
          options={[
            { value: '', label: 'همه شعبه‌ها' },
            ...(providers.data?.providers ?? []).map((p) => ({ value: p._id, label: p.name })),
          ]}
        />
        <Select
          id="desk-origin"
          label="منبع"
          field="origin"
          options={[all(), { value: 'external', label: 'مشتریان' }, { value: 'internal', label: 'داخلی' }]}
        />
        <Select
          id="desk-sort"
          label="مرتب‌سازی"
          field="sort"
          options={TICKET_SORTS.map((v) => ({ value: v, label: TICKET_SORT_LABELS[v] }))}
        />
      </div>
    </section>
  );
}
