import { useRef, useState } from 'react';
import { Controller } from 'react-hook-form';
import AdminTable, { type Column } from '@/components/ui/AdminTable';
import JalaliDateInput from '@/components/ui/date/JalaliDateInput';
import { Field, FieldShell, FormError, SubmitButton, ZodForm, useZodForm } from '@/components/ui/form';
import { ZLifePostFields, type LifePostView } from '@/lib/contracts/life';
import { jalaliShort, tehranIsoDate } from '@/lib/jalali';
import { PRODUCT_NAME, lifeImageUrl } from '@/lib/client/site';
import { usePanelLifeQuery, useRemoveLifePostMutation, useSaveLifePostMutation } from '@/store/api/life';
import styles from '@/components/panel/shared/PanelForm.module.css';

const PAGE_SIZE = 20;

/** The add/edit form of one post: title, text, the day it happened, published, and a photo. */
function LifeForm({ post, onDone }: { post?: LifePostView; onDone: () => void }) {
  const [save] = useSaveLifePostMutation();
  const file = useRef<HTMLInputElement>(null);
  const [dropImage, setDropImage] = useState(false);
  const form = useZodForm(ZLifePostFields, {
    defaultValues: {
      title: post?.title ?? '',
      body: post?.body ?? '',
      happenedOn: post?.happenedOn ?? tehranIsoDate(),
      published: post?.published ?? true,
    },
  });
  return (
    <ZodForm
      form={form}
      className={`card ${styles.card} ${styles.form}`}
      data-testid="life-form"
      onSubmit={async (v) => {
        const data = new FormData();
        if (post) data.set('lifePostId', post._id);
        data.set('title', v.title);
        data.set('body', v.body);
        data.set('happenedOn', v.happenedOn);
        data.set('published', String(v.published));
        const image = file.current?.files?.[0];
        if (image) data.set('image', image);
        else if (dropImage) data.set('removeImage', 'true');
        await save({ edit: !!post, form: data }).unwrap();
        form.reset();
        if (file.current) file.current.value = '';
        onDone();
      }}
    >
      <h2 className={styles.heading} style={{ fontSize: '1rem' }}>
        {post ? `ویرایش «${post.title}»` : 'رویداد تازه'}
      </h2>
      <div className={styles.grid}>
        <Field name="title" id="life-title" label="عنوان">
          {(p) => <input {...p} {...form.register('title')} className="input" maxLength={120} />}
        </Field>
        <Controller
          name="happenedOn"
          control={form.control}
          render={({ field, fieldState }) => (
            <FieldShell id="life-date" label="تاریخ رویداد" error={fieldState.error?.message}>
              {(p) => (
                <JalaliDateInput
                  {...p}
                  value={String(field.value ?? '')}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  inputRef={field.ref}
                />
              )}
            </FieldShell>
          )}
        />
      </div>
      <Field name="body" id="life-body" label="شرح (اختیاری)">
        {(p) => <textarea {...p} {...form.register('body')} className="input" rows={3} maxLength={2000} />}
      </Field>
      <FieldShell id="life-image" label="عکس (JPG، PNG یا WebP، تا ۵ مگابایت)">
        {(p) => <input {...p} ref={file} type="file" accept="image/jpeg,image/png,image/webp" className="input" />}
      </FieldShell>
      {post?.image && (
        <label style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
          <input type="checkbox" checked={dropImage} onChange={(e) => setDropImage(e.target.checked)} />
          حذف عکس فعلی
        </label>
      )}
      <label style={{ display: 'flex', alignItems: 'center', gap: 8, minHeight: 44 }}>
        <input type="checkbox" {...form.register('published')} />
        نمایش در صفحه اصلی
      </label>
      <FormError />
      <div style={{ display: 'flex', gap: 8 }}>
        <SubmitButton>{post ? 'ذخیره تغییرات' : 'افزودن رویداد'}</SubmitButton>
        {post && (
          <button type="button" className="btn btn-ghost" onClick={onDone}>
            انصراف
          </button>
        )}
      </div>
    </ZodForm>
  );
}

/** /panel/{product}Life: the chain's life feed (events and photos) shown on the home page. */
export default function LifeAdmin() {
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<LifePostView | null>(null);
  const query = usePanelLifeQuery({ page });
  const [save] = useSaveLifePostMutation();
  const [remove] = useRemoveLifePostMutation();
  const columns: Column<LifePostView>[] = [
    {
      header: '',
      srHeader: 'عکس',
      width: '64px',
      cell: (p) =>
        p.image ? (
          // eslint-disable-next-line @next/next/no-img-element -- a small stored thumbnail served with its own cache headers
          <img
            src={lifeImageUrl(p.image)}
            alt=""
            width={56}
            height={42}
            style={{ objectFit: 'cover', borderRadius: 6 }}
          />
        ) : (
          <span className={styles.muted}>—</span>
        ),
    },
    { header: 'عنوان', cell: (p) => p.title, wrap: true },
    { header: 'تاریخ', cell: (p) => jalaliShort(p.happenedOn) },
    {
      header: 'منتشر شده',
      toggle: {
        checked: (p) => p.published,
        label: (p) => `انتشار ${p.title}`,
        onChange: (p, on) => {
          const data = new FormData();
          data.set('lifePostId', p._id);
          data.set('published', String(on));
          return save({ edit: true, form: data }).unwrap();
        },
      },
    },
  ];
  return (
    <div className={styles.page}>
      <div className={styles.top}>
        <h1 className={styles.heading}>{`رویدادهای ${PRODUCT_NAME}`}</h1>
        <span className={styles.sub}>رویدادهای منتشر شده در صفحه اصلی دیده می‌شوند.</span>
      </div>
      <LifeForm key={editing?._id ?? 'new'} post={editing ?? undefined} onDone={() => setEditing(null)} />
      <AdminTable
        query={query}
        rows={(d) => d.posts}
        rowKey={(p) => p._id}
        columns={columns}
        caption="رویدادهای مجموعه"
        testId="life-table"
        rowTestId="life-row"
        empty={<p className={styles.muted}>هنوز رویدادی ثبت نشده است.</p>}
        paging={{ page, pageSize: PAGE_SIZE, total: (d) => d.total, onPage: setPage }}
        actions={[
          {
            label: 'ویرایش',
            onClick: (p) => {
              setEditing(p);
              window.scrollTo({ top: 0, behavior: 'smooth' });
            },
          },
          {
            label: 'حذف',
            testId: 'life-remove',
            confirm: (p) => ({
              title: 'حذف رویداد',
              message: `رویداد «${p.title}» و عکس آن حذف شود؟`,
              confirmText: 'حذف',
              danger: true,
            }),
            onClick: (p) => remove({ lifePostId: p._id }).unwrap(),
          },
        ]}
      />
    </div>
  );
}
