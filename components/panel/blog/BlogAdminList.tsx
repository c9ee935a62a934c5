import Link from 'next/link';
import { useState } from 'react';
import { useAppDispatch } from '@/store';
import { errorModal } from '@/store/slices/modalsSlice';
import { askConfirm } from '@/store/slices/confirmBus';
import { useBlogCategoriesQuery, useBlogListQuery, useChangeBlogActiveMutation } from '@/store/api/blog';
import { jalaliDate } from '@/lib/jalali';
import { toPersianDigits } from '@/lib/digits';
import type { BlogListItem } from '@/lib/content-rules';
import QueryState from '@/components/ui/QueryState';
import styles from '../shared/PanelList.module.css';

const TABS = [
  { key: 'all', label: 'همه' },
  { key: 'true', label: 'منتشرشده' },
  { key: 'false', label: 'در انتظار تایید / پیش‌نویس' },
] as const;

const SIZE = 20;

/** /panel/blog: every post with its state; staff publish, approve community posts, hide and edit. */
export default function BlogAdminList({ communityCategoryId }: { communityCategoryId: string }) {
  const dispatch = useAppDispatch();
  const [tab, setTab] = useState<(typeof TABS)[number]['key']>('all');
  const [categoryId, setCategoryId] = useState('');
  const [text, setText] = useState('');
  const [page, setPage] = useState(1);
  const cats = useBlogCategoriesQuery();
  const { data, isFetching, error, refetch } = useBlogListQuery({
    page,
    size: SIZE,
    active: tab,
    categoryId: categoryId || undefined,
    text: text.trim() || undefined,
  });
  const [changeActive, changing] = useChangeBlogActiveMutation();
  const pages = Math.max(1, Math.ceil((data?.total ?? 0) / SIZE));

  const toggle = async (b: BlogListItem) => {
    if (b.active) {
      const yes = await askConfirm(dispatch, {
        title: 'عدم نمایش نوشته',
        message: `«${b.title}» از بلاگ برداشته شود؟ بعدا می‌توانید دوباره منتشرش کنید.`,
        confirmText: 'برداشتن',
        danger: true,
      });
      if (!yes) return;
    }
    try {
      await changeActive({ blogId: b._id, active: !b.active }).unwrap();
    } catch (err) {
      dispatch(errorModal(err));
    }
  };

  return (
    <>
      <div className={styles.head}>
        <h1 className={styles.title}>نوشته‌های بلاگ</h1>
        <Link href="/panel/blog/edit" className="btn btn-primary" data-testid="new-blog">
          نوشته تازه
        </Link>
      </div>
      <div className={styles.tabs} role="group" aria-label="وضعیت نوشته‌ها">
        {TABS.map((t) => (
          <button
            key={t.key}
            type="button"
            className={`${styles.tab} ${tab === t.key ? styles.tabOn : ''}`}
            aria-pressed={tab === t.key}
            onClick={() => {
              setTab(t.key);
              setPage(1);
            }}
          >
            {t.label}
          </button>
        ))}
      </div>
      <div className={styles.toolbar}>
        <label className="sr-only" htmlFor="blog-admin-search">
          جستجوی عنوان
        </label>
        <input
          id="blog-admin-search"
          type="search"
          className="input"
          placeholder="جستجوی عنوان…"
          value={text}
          onChange={(e) => (setText(e.target.value), setPage(1))}
        />
        <label className="sr-only" htmlFor="blog-admin-category">
          دسته‌بندی
        </label>
        <select
          id="blog-admin-category"
          className="input"
          value={categoryId}
          onChange={(e) => (setCategoryId(e.target.value), setPage(1))}
        >
          <option value="">همه دسته‌ها</option>
          {(cats.data?.categories ?? []).map((c) => (
            <option key={c._id} value={c._id}>
              {c.name}
            </option>
          ))}
        </select>
      </div>
      <QueryState query={{ data, error, isFetching, refetch }} isEmpty={() => (data?.blogs ?? []).length === 0}>
        {(data) => (
          <ul className={`card ${styles.list}`} aria-busy={isFetching}>
            {data.blogs.map((b) => (
              <li key={b._id} className={styles.row} data-testid="admin-blog-row">
                <div className={styles.rowMain}>
                  {b.url ? (
                    // eslint-disable-next-line @next/next/no-img-element -- small API-served thumbnail
                    <img src={b.url} alt="" className={styles.thumb} width={64} height={48} loading="lazy" />
                  ) : (
                    <span className={styles.thumb} aria-hidden="true" />
                  )}
                  <div className={styles.rowText}>
                    <strong>{b.title}</strong>
                    <small>
                      {`${b.categoryName} · ${b.author?.name || 'بی‌نام'} · ${jalaliDate(b.createdAt)} · ${toPersianDigits(b.likeNum)} پسند`}
                    </small>
                    <span>
                      <span
                        className={`badge ${b.active ? styles.ok : b.categoryId === communityCategoryId ? styles.wait : styles.off}`}
                      >
                        {b.active ? 'منتشرشده' : b.categoryId === communityCategoryId ? 'در انتظار تایید' : 'پیش‌نویس'}
                      </span>
                    </span>
                  </div>
                </div>
                <div className={styles.actions}>
                  <Link href={`/blog/${b._id}`} className="btn btn-ghost btn-sm">
                    مشاهده
                  </Link>
                  <Link href={`/panel/blog/edit?id=${b._id}`} className="btn btn-outline btn-sm">
                    ویرایش
                  </Link>
                  <button
                    type="button"
                    className={`btn btn-sm ${b.active ? 'btn-outline' : 'btn-primary'}`}
                    onClick={() => toggle(b)}
                    disabled={changing.isLoading}
                    data-testid="toggle-active"
                  >
                    {b.active ? 'عدم نمایش' : b.categoryId === communityCategoryId ? 'تایید و انتشار' : 'انتشار'}
                  </button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
      {pages > 1 && (
        <nav className={styles.pager} aria-label="صفحه‌ها">
          <button
            type="button"
            className="btn btn-outline btn-sm"
            disabled={page <= 1}
            onClick={() => setPage(page - 1)}
          >
            قبلی
          </button>
          <span className="muted">{`${toPersianDigits(page)} از ${toPersianDigits(pages)}`}</span>
          <button
            type="button"
            className="btn btn-outline btn-sm"
            disabled={page >= pages}
            onClick={() => setPage(page + 1)}
          >
            بعدی
          </button>
        </nav>
      )}
    </>
  );
}
