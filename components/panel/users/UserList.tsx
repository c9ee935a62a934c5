import { useState } from 'react';
import AdminTable, { type Column } from '@/components/ui/AdminTable';
import { JalaliDateRangeInput, INVALID_DAY } from '@/components/ui/date';
import type { AdminProfileView, AdminUserView, UserSort } from '@/lib/contracts/users';
import { toPersianDigits } from '@/lib/digits';
import { jalaliShort } from '@/lib/jalali';
import { formatNumber } from '@/lib/money';
import { useDebouncedValue } from '@/lib/client/useDebouncedValue';
import {
  useAdminProfilesQuery,
  useAdminUsersQuery,
  useRegisteredCountQuery,
  type UserListArgs,
} from '@/store/api/users';
import { NO_NAME, UserBadges, phoneText } from './format';
import styles from './Users.module.css';

const PAGE_SIZE = 20;
type Tri = '' | 'true' | 'false';

export interface UserFilters {
  text: string;
  active: Tri;
  verified: Tri;
  complete: Tri;
  staff: Tri;
  from: string;
  to: string;
  sort: UserSort;
}

export const EMPTY_FILTERS: UserFilters = {
  text: '',
  active: '',
  verified: '',
  complete: '',
  staff: '',
  from: '',
  to: '',
  sort: 'newest',
};

/** The filters a list or an export sends: the typed text debounced, unfinished dates left out. */
export function useAppliedFilters(f: UserFilters): Omit<UserListArgs, 'page'> {
  const text = useDebouncedValue(f.text.trim(), 400);
  const day = (d: string) => (d && d !== INVALID_DAY ? d : '');
  return {
    text,
    active: f.active,
    verified: f.verified,
    complete: f.complete,
    staff: f.staff,
    from: day(f.from),
    to: day(f.to),
    sort: f.sort,
  };
}

function TriSelect({
  id,
  label,
  value,
  onChange,
  yes,
  no,
}: {
  id: string;
  label: string;
  value: Tri;
  onChange: (v: Tri) => void;
  yes: string;
  no: string;
}) {
  return (
    <div>
      <label className="sr-only" htmlFor={id}>
        {label}
      </label>
      <select id={id} className="input" value={value} onChange={(e) => onChange(e.target.value as Tri)}>
        <option value="">{label}: همه</option>
        <option value="true">{yes}</option>
        <option value="false">{no}</option>
      </select>
    </div>
  );
}

/** Search box, state selects, registration days and sort: one set shared by the list and the Excel export. */
export function UserFilterFields({ value, onChange }: { value: UserFilters; onChange: (f: UserFilters) => void }) {
  const set = <K extends keyof UserFilters>(k: K, v: UserFilters[K]) => onChange({ ...value, [k]: v });
  return (
    <div className={styles.filters}>
      <div className={styles.wide}>
        <label className="sr-only" htmlFor="users-text">
          جستجوی نام، نام کاربری یا موبایل
        </label>
        <input
          id="users-text"
          className="input"
          type="search"
          placeholder="جستجوی نام، نام کاربری یا موبایل"
          value={value.text}
          onChange={(e) => set('text', e.target.value)}
          data-testid="users-search"
        />
      </div>
      <TriSelect
        id="users-active"
        label="حساب"
        value={value.active}
        onChange={(v) => set('active', v)}
        yes="فعال"
        no="غیرفعال"
      />
      <TriSelect
        id="users-verified"
        label="تایید"
        value={value.verified}
        onChange={(v) => set('verified', v)}
        yes="تایید شده"
        no="تایید نشده"
      />
      <TriSelect
        id="users-complete"
        label="پروفایل"
        value={value.complete}
        onChange={(v) => set('complete', v)}
        yes="پروفایل کامل"
        no="پروفایل ناقص"
      />
      <TriSelect
        id="users-staff"
        label="نقش"
        value={value.staff}
        onChange={(v) => set('staff', v)}
        yes="کارکنان"
        no="مشتریان"
      />
      <div>
        <label className="sr-only" htmlFor="users-sort">
          ترتیب
        </label>
        <select
          id="users-sort"
          className="input"
          value={value.sort}
          onChange={(e) => set('sort', e.target.value as UserSort)}
        >
          <option value="newest">جدیدترین</option>
          <option value="oldest">قدیمی‌ترین</option>
          <option value="wallet">بیشترین موجودی</option>
        </select>
      </div>
      <div className={styles.wide}>
        <JalaliDateRangeInput
          value={{ from: value.from, to: value.to }}
          onChange={(r) => onChange({ ...value, from: r.from, to: r.to })}
          from={{
            id: 'users-from',
            label: 'عضویت از',
            error: value.from === INVALID_DAY ? 'تاریخ وارد شده معتبر نیست.' : undefined,
          }}
          to={{
            id: 'users-to',
            label: 'تا',
            error: value.to === INVALID_DAY ? 'تاریخ وارد شده معتبر نیست.' : undefined,
          }}
        />
      </div>
    </div>
  );
}

const nameCell = (u: AdminUserView) => (
  <span>
    {u.name || <span className={styles.sub}>{NO_NAME}</span>}
    {u.username && (
      <>
        {' '}
        <span className={`${styles.sub} ${styles.mono}`}>@{u.username}</span>
      </>
    )}
  </span>
);

const COLUMNS: Column<AdminUserView>[] = [
  { header: 'نام', cell: nameCell },
  { header: 'موبایل', cell: (u) => <span className={styles.mono}>{phoneText(u.phone)}</span> },
  { header: 'کیف پول (تومان)', cell: (u) => formatNumber(u.wallet) },
  { header: 'سطح', cell: (u) => u.userLevelName ?? '—' },
  { header: 'وضعیت', cell: (u) => <UserBadges u={u} /> },
  { header: 'عضویت', cell: (u) => jalaliShort(u.createdAt) },
];

const PROFILE_COLUMNS: Column<AdminProfileView>[] = [
  { header: 'نام', cell: nameCell },
  { header: 'موبایل', cell: (u) => <span className={styles.mono}>{phoneText(u.phone)}</span> },
  { header: 'درباره', cell: (u) => u.bio || '—', wrap: true },
  { header: 'دعوت‌شدگان', cell: (u) => toPersianDigits(u.invitedCount) },
  { header: 'وضعیت', cell: (u) => <UserBadges u={u} /> },
];

function Counts() {
  const { data } = useRegisteredCountQuery();
  if (!data) return null;
  return (
    <p className={styles.sub} data-testid="registered-count">
      {`${toPersianDigits(formatNumber(data.count))} کاربر ثبت‌نام کرده‌اند؛ ${toPersianDigits(formatNumber(data.today))} نفر امروز، ${toPersianDigits(formatNumber(data.active))} حساب فعال.`}
    </p>
  );
}

/** /panel/users: every user or the completed profiles, searched and filtered, 20 a page, each opening the user page. */
export default function UserList() {
  const [tab, setTab] = useState<'all' | 'profiles'>('all');
  const [filters, setFilters] = useState<UserFilters>(EMPTY_FILTERS);
  const applied = useAppliedFilters(filters);
  // A new search or filter starts again from page 1.
  const key = `${tab}|${JSON.stringify(applied)}`;
  const [paging, setPaging] = useState({ key: '', page: 1 });
  const page = paging.key === key ? paging.page : 1;
  const args = { ...applied, page };
  const users = useAdminUsersQuery(args, { skip: tab !== 'all', refetchOnMountOrArgChange: true });
  const profiles = useAdminProfilesQuery(args, { skip: tab !== 'profiles', refetchOnMountOrArgChange: true });
  const open = {
    label: 'مشاهده',
    href: (u: AdminUserView) => `/panel/users/${encodeURIComponent(u._id)}`,
    testId: 'user-open',
  };
  const pagingOf = {
    page,
    pageSize: PAGE_SIZE,
    total: (d: { total: number }) => d.total,
    onPage: (p: number) => setPaging({ key, page: p }),
  };
  const filterFields = <UserFilterFields value={filters} onChange={setFilters} />;

  return (
    <>
      <Counts />
      <div className={styles.tabs} role="tablist" aria-label="نوع فهرست">
        <button
          type="button"
          role="tab"
          aria-selected={tab === 'all'}
          className={`${styles.tab} ${tab === 'all' ? styles.tabOn : ''}`}
          onClick={() => setTab('all')}
        >
          همه کاربران
        </button>
        <button
          type="button"
          role="tab"
          aria-selected={tab === 'profiles'}
          className={`${styles.tab} ${tab === 'profiles' ? styles.tabOn : ''}`}
          onClick={() => setTab('profiles')}
        >
          پروفایل‌های کامل
        </button>
      </div>
      {(tab === 'all' ? users.data : profiles.data)?.totalCapped && (
        <p className={styles.sub} role="status">
          بیش از ۱٬۰۰۰ کاربر با این جستجو پیدا شد؛ ۱٬۰۰۰ مورد اول نشان داده می‌شود. جستجو را دقیق‌تر کنید.
        </p>
      )}
      {tab === 'all' ? (
        <AdminTable
          query={users}
          rows={(d) => d.users}
          rowKey={(u) => u._id}
          columns={COLUMNS}
          actions={[open]}
          paging={pagingOf}
          caption="کاربران"
          testId="users-table"
          rowTestId="user-row"
          filters={filterFields}
        />
      ) : (
        <AdminTable
          query={profiles}
          rows={(d) => d.users}
          rowKey={(u) => u._id}
          columns={PROFILE_COLUMNS}
          actions={[open]}
          paging={pagingOf}
          caption="پروفایل‌های کامل"
          testId="profiles-table"
          rowTestId="user-row"
          filters={filterFields}
        />
      )}
    </>
  );
}
