import Link from 'next/link';
import { useRouter } from 'next/router';
import { useState, type FormEvent } from 'react';
import { useAppDispatch } from '@/store';
import { errorModal } from '@/store/slices/modalsSlice';
import { useBlogCategoriesQuery, useCreateBlogCategoryMutation, useEditBlogCategoryMutation } from '@/store/api/content';
import { describeError } from '@/api-client';
import { toLatinDigits, toPersianDigits } from '@/lib/digits';
import type { BlogCategoryView } from '@/lib/content-rules';
import QueryState from '@/components/ui/QueryState';
import styles from './Panel.module.css';

function CategoryRow({ c, communityCategoryId }: { c: BlogCategoryView; communityCategoryId: string }) {
  const dispatch = useAppDispatch();
  const [name, setName] = useState(c.name);
  const [index, setIndex] = useState(String(c.index));
  const [edit, state] = useEditBlogCategoryMutation();
  const run = async (patch: { name?: string; index?: number; active?: boolean }) => {
    try {
      await edit({ categoryId: c._id, ...patch }).unwrap();
    } catch (err) {
      dispatch(errorModal(err));
    }
  };
  const changed = name.trim() !== c.name || Number(toLatinDigits(index)) !== c.index;
  return (
    <li className={styles.row}>
      <form
        className={styles.inline}
        onSubmit={(e) => {
          e.preventDefault();
          if (changed) run({ name: name.trim(), index: Number(toLatinDigits(index)) || 0 });
        }}
      >
        <label className="sr-only" htmlFor={`cat-${c._id}`}>
          نام دسته‌بندی
        </label>
        <input id={`cat-${c._id}`} className="input" value={name} onChange={(e) => setName(e.target.value)} maxLength={60} />
        <label className="sr-only" htmlFor={`cat-i-${c._id}`}>
          ترتیب
        </label>
        <input id={`cat-i-${c._id}`} className="input" style={{ width: 70, flex: 'none' }} inputMode="numeric" value={toPersianDigits(index)} onChange={(e) => setIndex(toLatinDigits(e.target.value).replace(/\D/g, ''))} />
        <button type="submit" className="btn btn-outline btn-sm" disabled={!changed || state.isLoading}>
          ذخیره
        </button>
      </form>
      <div className={styles.actions}>
        <span className="muted">{`${toPersianDigits(c.count)} نوشته`}</span>
        {c._id === communityCategoryId && <span className="badge">جامعه</span>}
        <button type="button" className="btn btn-ghost btn-sm" onClick={() => run({ active: !c.active })} disabled={state.isLoading} aria-pressed={c.active}>
          {c.active ? 'پنهان کردن' : 'نمایش'}
        </button>
      </div>
    </li>
  );
}

/** /panel/blog/category: rename, reorder, show or hide blog categories. */
export function CategoryList({ communityCategoryId }: { communityCategoryId: string }) {
  const { data, error, isFetching, refetch } = useBlogCategoriesQuery();
  return (
    <>
      <div className={styles.head}>
        <h1 className={styles.title}>دسته‌بندی‌های بلاگ</h1>
        <Link href="/panel/blog/category/create" className="btn btn-primary">
          دسته‌بندی تازه
        </Link>
      </div>
      <QueryState query={{ data, error, isFetching, refetch }} errorTitle="خطا در دریافت لیست دسته‌بندی‌ها" isEmpty={() => (data?.categories ?? []).length === 0}>
        {(data) => (
            <ul className={`card ${styles.list}`}>
              {data.categories.map((c) => (
                <CategoryRow key={`${c._id}-${c.name}-${c.index}`} c={c} communityCategoryId={communityCategoryId} />
              ))}
            </ul>
        )}
      </QueryState>
    </>
  );
}

/** /panel/blog/category/create. */
export function CategoryCreate() {
  const router = useRouter();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [create, state] = useCreateBlogCategoryMutation();
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!name.trim()) return setError('نام دسته‌بندی را وارد کنید.');
    try {
      await create({ name: name.trim() }).unwrap();
      await router.push('/panel/blog/category');
    } catch (err) {
      setError(describeError(err).message);
    }
  };
  return (
    <form className={`card ${styles.form}`} onSubmit={submit} noValidate style={{ maxWidth: 520 }}>
      <h1 className={styles.title}>دسته‌بندی تازه</h1>
      <label className="label" htmlFor="cat-name">
        نام دسته‌بندی
      </label>
      <input id="cat-name" className="input" value={name} onChange={(e) => setName(e.target.value)} maxLength={60} required />
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
      <div className={styles.actions}>
        <button type="submit" className="btn btn-primary" disabled={state.isLoading}>
          افزودن
        </button>
        <Link href="/panel/blog/category" className="btn btn-outline">
          انصراف
        </Link>
      </div>
    </form>
  );
}
