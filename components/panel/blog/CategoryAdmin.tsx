import Link from 'next/link';
import { useRouter } from 'next/router';
import { useAppDispatch } from '@/store';
import { errorModal } from '@/store/slices/modalsSlice';
import { useBlogCategoriesQuery, useCreateBlogCategoryMutation, useEditBlogCategoryMutation } from '@/store/api/blog';
import { toLatinDigits, toPersianDigits } from '@/lib/digits';
import type { BlogCategoryView } from '@/lib/content-rules';
import QueryState from '@/components/ui/QueryState';
import {
  Field,
  FieldError,
  FormError,
  SubmitButton,
  ZodForm,
  controlProps,
  errorAt,
  useZodForm,
} from '@/components/ui/form';
import { ZBlogCategoryCreate, ZBlogCategoryEdit } from '@/lib/contracts/blog';
import styles from '../shared/PanelList.module.css';

function CategoryRow({ c, communityCategoryId }: { c: BlogCategoryView; communityCategoryId: string }) {
  const dispatch = useAppDispatch();
  const [edit, state] = useEditBlogCategoryMutation();
  const form = useZodForm(ZBlogCategoryEdit, {
    defaultValues: { categoryId: c._id, name: c.name, index: String(c.index) },
  });
  const { register } = form;
  const toggle = async () => {
    try {
      await edit({ categoryId: c._id, active: !c.active }).unwrap();
    } catch (err) {
      dispatch(errorModal(err));
    }
  };
  return (
    <li className={styles.row}>
      <ZodForm form={form} onSubmit={(v) => edit(v).unwrap()}>
        <div className={styles.inline}>
          <label className="sr-only" htmlFor={`cat-${c._id}`}>
            نام دسته‌بندی
          </label>
          <input
            {...controlProps(`cat-${c._id}`, errorAt(form.formState.errors, 'name'))}
            {...register('name')}
            className="input"
            maxLength={60}
          />
          <label className="sr-only" htmlFor={`cat-i-${c._id}`}>
            ترتیب
          </label>
          <input
            {...controlProps(`cat-i-${c._id}`, errorAt(form.formState.errors, 'index'))}
            {...register('index', { setValueAs: (v: string) => toLatinDigits(String(v)).trim() })}
            className="input"
            style={{ width: 70, flex: 'none' }}
            inputMode="numeric"
          />
          <SubmitButton className="btn btn-outline btn-sm" disabled={!form.formState.isDirty}>
            ذخیره
          </SubmitButton>
        </div>
        <FieldError id={`cat-${c._id}`} error={errorAt(form.formState.errors, 'name')} />
        <FieldError id={`cat-i-${c._id}`} error={errorAt(form.formState.errors, 'index')} />
        <FormError />
      </ZodForm>
      <div className={styles.actions}>
        <span className="muted">{`${toPersianDigits(c.count)} نوشته`}</span>
        {c._id === communityCategoryId && <span className="badge">جامعه</span>}
        <button
          type="button"
          className="btn btn-ghost btn-sm"
          onClick={toggle}
          disabled={state.isLoading}
          aria-pressed={c.active}
        >
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
      <QueryState
        query={{ data, error, isFetching, refetch }}
        errorTitle="خطا در دریافت لیست دسته‌بندی‌ها"
        isEmpty={() => (data?.categories ?? []).length === 0}
      >
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
  const [create] = useCreateBlogCategoryMutation();
  const form = useZodForm(ZBlogCategoryCreate, { defaultValues: { name: '' } });
  return (
    <ZodForm
      form={form}
      onSubmit={async (v) => {
        await create(v).unwrap();
        await router.push('/panel/blog/category');
      }}
      className={`card ${styles.form}`}
      style={{ maxWidth: 520 }}
    >
      <h1 className={styles.title}>دسته‌بندی تازه</h1>
      <Field name="name" id="cat-name" label="نام دسته‌بندی">
        {(p) => <input {...p} {...form.register('name')} className="input" maxLength={60} />}
      </Field>
      <FormError />
      <div className={styles.actions}>
        <SubmitButton>افزودن</SubmitButton>
        <Link href="/panel/blog/category" className="btn btn-outline">
          انصراف
        </Link>
      </div>
    </ZodForm>
  );
}
