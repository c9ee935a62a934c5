import { useState } from 'react';
import type { PublicUserView, TagView } from '@/lib/content-rules';
import { toPersianDigits } from '@/lib/digits';
import { useRandomPublicUsersQuery, useSearchPublicUsersQuery } from '@/store/api/profile';
import { useDebouncedValue } from '@/lib/client/useDebouncedValue';
import PageMeta from '@/components/ui/PageMeta';
import Pagination from '@/components/ui/Pagination';
import NoResult from '@/components/ui/NoResult';
import Spinner from '@/components/ui/Spinner';
import UserCard from './UserCard';
import styles from './Explore.module.css';

export interface ExplorePageProps {
  origin: string;
  users: PublicUserView[];
  topTags: TagView[];
}

/**
 * /explore: networking. A few random public members (rendered on the server), a search by name or
 * username, and the top tags as filters. Only public profiles ever appear; the server leaves out
 * what each member keeps private.
 */
export default function ExplorePage({ origin, users: initial, topTags }: ExplorePageProps) {
  const [text, setText] = useState('');
  const [tagId, setTagId] = useState<string | null>(null);
  const [shuffles, setShuffles] = useState(0);
  const query = useDebouncedValue(text.trim());
  const searching = Boolean(query || tagId);
  // The page belongs to one search: a new text or tag starts again from page 1.
  const searchKey = `${query}|${tagId ?? ''}`;
  const [paging, setPaging] = useState({ key: searchKey, page: 1 });
  const page = paging.key === searchKey ? paging.page : 1;
  const setPage = (p: number) => setPaging({ key: searchKey, page: p });

  const search = useSearchPublicUsersQuery(
    { page, text: query || undefined, tagId: tagId ?? undefined },
    { skip: !searching },
  );
  const random = useRandomPublicUsersQuery(undefined, { skip: shuffles === 0 });
  const list = searching ? (search.data?.users ?? []) : shuffles > 0 ? (random.data?.users ?? initial) : initial;
  const loading = searching ? search.isFetching : random.isFetching;
  const total = search.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / 20));

  return (
    <div className={`container ${styles.page}`}>
      <PageMeta
        title="شبکه‌سازی"
        description="اعضای همکار را پیدا کنید: برنامه‌نویس‌ها، طراح‌ها، بازاریاب‌ها و هم‌میزی‌هایی با علاقه‌های مشترک."
        origin={origin}
        path="/explore"
      />
      <header>
        <h1 className={styles.title}>شبکه‌سازی</h1>
        <p className="muted">
          هم‌میزی‌هایی با علاقه‌های مشترک پیدا کنید. فقط اعضایی که پروفایلشان را عمومی کرده‌اند دیده می‌شوند.
        </p>
      </header>
      <div role="search" className={styles.search}>
        <label htmlFor="explore-search" className="sr-only">
          جستجوی اعضا
        </label>
        <input
          id="explore-search"
          type="search"
          className="input"
          placeholder="جستجوی نام یا نام کاربری…"
          value={text}
          onChange={(e) => setText(e.target.value)}
          data-testid="explore-search"
        />
      </div>
      {topTags.length > 0 && (
        <div className={styles.chips} role="group" aria-label="برچسب‌های پرطرفدار">
          {topTags.map((t) => (
            <button
              key={t._id}
              type="button"
              className={`${styles.chip} ${tagId === t._id ? styles.chipOn : ''}`}
              aria-pressed={tagId === t._id}
              onClick={() => setTagId(tagId === t._id ? null : t._id)}
            >
              {t.name}
              <span className={styles.chipCount}>{toPersianDigits(t.users)}</span>
            </button>
          ))}
        </div>
      )}
      <div className={styles.status} aria-live="polite">
        {loading ? <Spinner /> : searching && <span className="muted">{`${toPersianDigits(total)} عضو پیدا شد`}</span>}
      </div>
      {searching && search.isError ? (
        <div className="card">
          <NoResult
            title="خطا در دریافت داده‌ها"
            action={
              <button type="button" className="btn btn-primary" onClick={() => search.refetch()}>
                تلاش دوباره
              </button>
            }
          />
        </div>
      ) : list.length === 0 && !loading ? (
        <div className="card">
          <NoResult title={searching ? 'کاربری پیدا نشد.' : 'نتیجه‌ای یافت نشد!'} />
        </div>
      ) : (
        <ul className={styles.grid}>
          {list.map((u) => (
            <UserCard key={u._id} user={u} />
          ))}
        </ul>
      )}
      {searching && pages > 1 && (
        <Pagination page={page} pages={pages} onChange={setPage} disabled={search.isFetching} label="صفحه‌های نتیجه" />
      )}
      {!searching && (
        <p className={styles.more}>
          <button
            type="button"
            className="btn btn-outline"
            onClick={() => {
              if (shuffles > 0) random.refetch();
              setShuffles((n) => n + 1);
            }}
          >
            نمایش اعضای دیگر
          </button>
        </p>
      )}
    </div>
  );
}
