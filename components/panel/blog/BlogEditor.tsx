import Link from 'next/link';
import { useRouter } from 'next/router';
import { useState } from 'react';
import { useController } from 'react-hook-form';
import { useBlogCategoriesQuery, useBlogQuery, useCreateBlogMutation, useEditBlogMutation } from '@/store/api/blog';
import type { BlogCategoryView, BlogPostView } from '@/lib/content-rules';
import { ZBlogCreate, type BlogCreateInput } from '@/lib/contracts/blog';
import { Field, FieldError, FormError, SubmitButton, ZodForm, firstError, useZodForm } from '@/components/ui/form';
import BodyEditor, { newPart, partsFromBody, partsToBody, type EditorPart } from '@/components/blog/BodyEditor';
import CoverField from '@/components/blog/CoverField';
import Spinner from '@/components/ui/Spinner';
import NoResult from '@/components/ui/NoResult';
import styles from '../shared/PanelList.module.css';

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
        <NoResult
          title="نوشته مورد نظر یافت نشد."
          action={
            <Link href="/panel/blog" className="btn btn-primary">
              بازگشت به فهرست
            </Link>
          }
        />
      </div>
    );
  }
  if (cats.isError) {
    return (
      <div className="card">
        <NoResult
          title="خطا در دریافت لیست دسته‌بندی‌ها"
          action={
            <button type="button" className="btn btn-primary" onClick={() => cats.refetch()}>
              تلاش دوباره
            </button>
          }
        />
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
  const [create] = useCreateBlogMutation();
  const [edit] = useEditBlogMutation();
  const [cover, setCover] = useState<{ fileName: string; url: string } | null>(
    blog?.cover && blog.url ? { fileName: blog.cover, url: blog.url } : null,
  );
  const [parts, setParts] = useState<EditorPart[]>(() => (blog ? partsFromBody(blog.body) : [newPart('text')]));
  const blogId = blog?._id ?? null;
  const form = useZodForm(ZBlogCreate, {
    defaultValues: {
      title: blog?.title ?? '',
      description: blog?.description ?? '',
      categoryId: blog?.categoryId ?? categories.find((c) => c.active)?._id ?? categories[0]?._id,
      cover: blog?.cover ?? null,
      body: partsToBody(parts),
      active: blog?.active ?? true,
    },
  });
  const { register, control } = form;
  const body = useController({ control, name: 'body' });
  const bodyError = firstError(form.formState.errors, 'body');

  const submit = async (input: BlogCreateInput) => {
    if (parts.some((p) => p.progress !== undefined)) {
      form.setError('root.server', { type: 'client', message: 'لطفا تا پایان بارگذاری تصویر صبر کنید.' });
      return;
    }
    const r = blogId ? await edit({ blogId, ...input }).unwrap() : await create(input).unwrap();
    await router.push(r.blog.active ? `/blog/${r.blog._id}` : '/panel/blog');
  };

  return (
    <ZodForm form={form} onSubmit={submit} className={`card ${styles.form}`}>
      <h1 className={styles.title}>{blogId ? 'ویرایش نوشته' : 'نوشته تازه'}</h1>
      <Field name="title" id="be-title" label="عنوان">
        {(p) => <input {...p} {...register('title')} className="input" maxLength={150} data-testid="blog-title" />}
      </Field>
      <Field name="description" id="be-description" label="خلاصه (برای فهرست‌ها و موتورهای جستجو)">
        {(p) => (
          <textarea
            {...p}
            {...register('description')}
            className="input"
            rows={2}
            maxLength={300}
            data-testid="blog-description"
          />
        )}
      </Field>
      <Field name="categoryId" id="be-category" label="دسته‌بندی">
        {(p) => (
          <select {...p} {...register('categoryId')} className="input" data-testid="blog-category">
            {categories.map((c) => (
              <option key={c._id} value={c._id}>
                {c.active ? c.name : `${c.name} (پنهان)`}
              </option>
            ))}
          </select>
        )}
      </Field>
      <CoverField
        url={cover?.url ?? null}
        onChange={(c) => {
          setCover(c);
          form.setValue('cover', c?.fileName ?? null);
        }}
      />
      <span className="label" id="be-body">
        متن نوشته
      </span>
      <div aria-labelledby="be-body" aria-describedby={bodyError ? 'be-body-error' : undefined} role="group">
        <BodyEditor
          parts={parts}
          onChange={(next) => {
            setParts(next);
            body.field.onChange(partsToBody(next));
          }}
        />
      </div>
      <FieldError id="be-body" error={bodyError} />
      <label className={styles.check}>
        <input type="checkbox" {...register('active')} data-testid="blog-active" />
        <span>منتشر شود (در بلاگ نمایش داده شود)</span>
      </label>
      <FormError testId="blog-error" />
      <div className={styles.actions}>
        <SubmitButton data-testid="blog-save">ذخیره نوشته</SubmitButton>
        <Link href="/panel/blog" className="btn btn-outline">
          انصراف
        </Link>
      </div>
    </ZodForm>
  );
}
