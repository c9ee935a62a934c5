import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { z } from 'zod';
import AdminTable, { type Column } from '@/components/ui/AdminTable';
import { Field, FormError, SubmitButton, ZodForm, useZodForm } from '@/components/ui/form';
import type { TeacherView } from '@/lib/contracts/academy';
import { toPersianDigits } from '@/lib/digits';
import { useRemoveTeacherMutation, useSaveTeacherMutation, useTeachersQuery } from '@/store/api/academy';
import { academyImage } from '../images';
import ImageField from './ImageField';
import styles from '@/components/panel/shared/PanelForm.module.css';
import academy from '../Academy.module.css';

/** The form's fields as typed; the server's contract (ZTeacherAdd) checks them and its issues land here. */
const ZTeacherForm = z.object({
  name: z.string(),
  bio: z.string(),
  photo: z.string().nullable(),
  userPhone: z.string(),
});

function TeacherForm({ teacher, onDone }: { teacher?: TeacherView; onDone: () => void }) {
  const [save] = useSaveTeacherMutation();
  const form = useZodForm(ZTeacherForm, {
    defaultValues: {
      name: teacher?.name ?? '',
      bio: teacher?.bio ?? '',
      photo: teacher?.photo ?? null,
      userPhone: teacher?.userPhone ?? '',
    },
  });
  const { register, control } = form;
  return (
    <ZodForm
      form={form}
      onSubmit={async (v) => {
        await save({
          teacherId: teacher?._id,
          name: v.name,
          bio: v.bio,
          photo: v.photo,
          userPhone: v.userPhone.trim() || null,
        }).unwrap();
        onDone();
      }}
      className={`card ${styles.card} ${styles.form}`}
      data-testid="teacher-form"
    >
      <h2 className={styles.heading}>{teacher ? `ویرایش «${teacher.name}»` : 'مدرس جدید'}</h2>
      <div className={styles.grid}>
        <Field name="name" id="t-name" label="نام و نام خانوادگی">
          {(p) => <input {...p} {...register('name')} className="input" maxLength={100} />}
        </Field>
        <Field
          name="userPhone"
          id="t-phone"
          label="موبایل حساب کاربری مدرس (اختیاری)"
          hint="مدرس با این شماره وارد می‌شود و فروش رویدادهایش را در «بلیت‌ها و گواهی‌های من» می‌بیند."
        >
          {(p) => (
            <input
              {...p}
              {...register('userPhone')}
              className="input ltr"
              dir="ltr"
              inputMode="tel"
              placeholder={toPersianDigits('09121234567')}
            />
          )}
        </Field>
      </div>
      <Field name="bio" id="t-bio" label="معرفی">
        {(p) => <textarea {...p} {...register('bio')} className="input" rows={4} maxLength={3000} />}
      </Field>
      <Controller
        name="photo"
        control={control}
        render={({ field }) => (
          <ImageField kind="teacher" label="عکس مدرس" value={field.value} onChange={field.onChange} />
        )}
      />
      <FormError />
      <div className={styles.actions}>
        <SubmitButton>{teacher ? 'ذخیره تغییرات' : 'افزودن مدرس'}</SubmitButton>
        <button type="button" className="btn btn-ghost" onClick={onDone}>
          انصراف
        </button>
      </div>
    </ZodForm>
  );
}

/** /panel/teachers: the academy's teachers (photo, bio, the user they sign in as); add, edit, remove. */
export default function TeachersAdmin() {
  const query = useTeachersQuery(undefined, { refetchOnMountOrArgChange: true });
  const [remove] = useRemoveTeacherMutation();
  const [editing, setEditing] = useState<TeacherView | 'new' | null>(null);
  const columns: Column<TeacherView>[] = [
    {
      header: '',
      srHeader: 'عکس',
      width: '4rem',
      cell: (t) => {
        const src = academyImage(t.photo);
        return src ? (
          // eslint-disable-next-line @next/next/no-img-element -- an uploaded photo served by the API
          <img className={academy.avatar} src={src} alt="" width={40} height={40} style={{ width: 40, height: 40 }} />
        ) : (
          <span className={academy.avatar} style={{ width: 40, height: 40 }} aria-hidden="true">
            {[...(t.name.trim() || '؟')][0]}
          </span>
        );
      },
    },
    { header: 'نام', cell: (t) => t.name },
    { header: 'معرفی', cell: (t) => t.bio.slice(0, 80), wrap: true },
    { header: 'حساب کاربری', cell: (t) => (t.userPhone ? <bdi dir="ltr">{toPersianDigits(t.userPhone)}</bdi> : '—') },
  ];
  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>مدرسان</h1>
      {editing ? (
        <TeacherForm
          key={editing === 'new' ? 'new' : editing._id}
          teacher={editing === 'new' ? undefined : editing}
          onDone={() => setEditing(null)}
        />
      ) : (
        <div>
          <button type="button" className="btn btn-primary" onClick={() => setEditing('new')} data-testid="new-teacher">
            + مدرس جدید
          </button>
        </div>
      )}
      <AdminTable
        query={query}
        rows={(d) => d.teachers}
        rowKey={(t) => t._id}
        columns={columns}
        actions={[
          { label: 'صفحه عمومی', href: (t) => `/teachers/${t._id}` },
          { label: 'ویرایش', onClick: setEditing },
          {
            label: 'حذف',
            onClick: (t) => remove(t._id).unwrap(),
            confirm: (t) => ({
              title: 'حذف مدرس',
              message: `«${t.name}» از فهرست مدرسان حذف شود؟`,
              confirmText: 'حذف',
            }),
          },
        ]}
        caption="مدرسان"
        testId="teacher-table"
      />
    </div>
  );
}
