import Link from 'next/link';
import { useRouter } from 'next/router';
import { useState, type FormEvent } from 'react';
import { useBlogCategoriesQuery, useBlogQuery, useCreateBlogMutation, useEditBlogMutation } from '@/store/api/content';
import { describeError } from '@/api-client';
import type { BlogCategoryView, BlogPostView } from '@/lib/content-rules';
import BodyEditor, { newPart, partsFromBody, partsToBody, type EditorPart } from '@/components/blog/BodyEditor';
import CoverField from '@/components/blog/CoverField';
import Spinner from '@/components/ui/Spinner';
import NoResult from '@/components/ui/NoResult';
import styles from './Panel.module.css';

/**
 * /panel/blog/edit?id= (edit) and /panel/blog/edit, /panel/blog/create (new): title, summary,
 * category, cover, ordered body parts and whether the post is published.
 */
export default function BlogEditor({ blogId }: { blogId: string | null }) {
  const cats = useBlogCategoriesQuery();
  const existing = useBlogQuery(blogId ?? '', { skip: !blogId, refetchOnMountOrArgChange: true });
  if (blogId && existing.isError) {
    return (
      <div className="card">
        <NoResult title="نوشته مورد نظر یافت نشد." action={<Link href="/panel/blog" className="btn btn-primary">بازگشت به فهرست</Link>} />
      </div>
    );
  }
  if (cats.isError) {
    return (
      <div className="card">
        <NoResult title="خطا در دریافت لیست دسته‌بندی‌ها" action={<button type="button" className="btn btn-primary" onClick={() => cats.refetch()}>تلاش دوباره</button>} />
      </div>
    );
  }
  if (!cats.data || (blogId && !existing.data)) {
    return (
      <div className={styles.center}>
        <Spinner />
      </div>
    );
  }
  return <EditorForm blog={blogId ? existing.data!.blog : null} categories={cats.data.categories} />;
}

function EditorForm({ blog, categories }: { blog: BlogPostView | null; categories: BlogCategoryView[] }) {
  const router = useRouter();
  const [create, creating] = useCreateBlogMutation();
  const [edit, editing] = useEditBlogMutation();
  const [title, setTitle] = useState(blog?.title ?? '');
  const [description, setDescription] = useState(blog?.description ?? '');
  const [categoryId, setCategoryId] = useState(blog?.categoryId ?? categories.find((c) => c.active)?._id ?? categories[0]?._id ?? '');
  const [cover, setCover] = useState<{ fileName: string; url: string } | null>(blog?.cover && blog.url ? { fileName: blog.cover, url: blog.url } : null);
  const [parts, setParts] = useState<EditorPart[]>(() => (blog ? partsFromBody(blog.body) : [newPart('text')]));
  const [active, setActive] = useState(blog?.active ?? true);
  const [error, setError] = useState<string | null>(null);
  const blogId = blog?._id ?? null;

  const busy = creating.isLoading || editing.isLoading;
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    if (!title.trim()) return setError('عنوان نوشته را وارد کنید.');
    const body = partsToBody(parts);
    if (!body.length) return setError('متن نوشته را وارد کنید.');
    if (parts.some((p) => p.progress !== undefined)) return setError('لطفا تا پایان بارگذاری تصویر صبر کنید.');
    const input = { title, description, categoryId: categoryId || undefined, cover: cover?.fileName ?? null, body, active };
    try {
      const r = blogId ? await edit({ blogId, ...input }).unwrap() : await create(input).unwrap();
      await router.push(r.blog.active ? `/blog/${r.blog._id}` : '/panel/blog');
    } catch (err) {
      setError(describeError(err).message);
    }
  };

  return (
    <form className={`card ${styles.form}`} onSubmit={submit} noValidate>
      <h1 className={styles.title}>{blogId ? 'ویرایش نوشته' : 'نوشته تازه'}</h1>
      <label className="label" htmlFor="be-title">
        عنوان
      </label>
      <input id="be-title" className="input" value={title} onChange={(e) => setTitle(e.target.value)} maxLength={150} required data-testid="blog-title" />
      <label className="label" htmlFor="be-description">
        خلاصه (برای فهرست‌ها و موتورهای جستجو)
      </label>
      <textarea id="be-description" className="input" rows={2} maxLength={300} value={description} onChange={(e) => setDescription(e.target.value)} data-testid="blog-description" />
      <label className="label" htmlFor="be-category">
        دسته‌بندی
      </label>
      <select id="be-category" className="input" value={categoryId} onChange={(e) => setCategoryId(e.target.value)} data-testid="blog-category">
        {categories.map((c) => (
          <option key={c._id} value={c._id}>
            {c.active ? c.name : `${c.name} (پنهان)`}
          </option>
        ))}
      </select>
      <CoverField url={cover?.url ?? null} onChange={setCover} />
      <span className="label">متن نوشته</span>
      <BodyEditor parts={parts} onChange={setParts} />
      <label className={styles.check}>
        <input type="checkbox" checked={active} onChange={(e) => setActive(e.target.checked)} data-testid="blog-active" />
        <span>منتشر شود (در بلاگ نمایش داده شود)</span>
      </label>
      {error && (
        <p className="field-error" role="alert" data-testid="blog-error">
          {error}
        </p>
      )}
      <div className={styles.actions}>
        <button type="submit" className="btn btn-primary" disabled={busy} data-testid="blog-save">
          {busy ? <Spinner label="در حال ذخیره" /> : 'ذخیره نوشته'}
        </button>
        <Link href="/panel/blog" className="btn btn-outline">
          انصراف
        </Link>
      </div>
    </form>
  );
}
