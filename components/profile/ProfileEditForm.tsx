import Link from 'next/link';
import { useRouter } from 'next/router';
import { useId, useState } from 'react';
import { useController, useFormContext, useWatch, type Path } from 'react-hook-form';
import type { z } from 'zod';
import { useAppDispatch, useAppSelector } from '@/store';
import { selectAuth, signedIn } from '@/store/slices/authSlice';
import { openModal } from '@/store/slices/modalsSlice';
import { askConfirm } from '@/store/slices/confirmBus';
import { profileApi, useEditProfileMutation, useMyProfileQuery, useRemoveAvatarMutation } from '@/store/api/profile';
import { useTagListQuery } from '@/store/api/tag';
import { type EditableProfile } from '@/lib/contracts/profile';
import { describeError } from '@/api-client';
import { safeNext } from '@/components/auth/session';
import {
  PRIVACY_DEFAULTS,
  PRIVACY_KEYS,
  SOCIAL_KEYS,
  userPhotoUrl,
  type PrivacyKey,
  type SocialKey,
} from '@/lib/content-rules';
import { toPersianDigits } from '@/lib/digits';
import PageMeta from '@/components/ui/PageMeta';
import { uploadWithProgress } from '@/api-client/upload';
import Spinner from '@/components/ui/Spinner';
import { Field, FieldError, FormError, SubmitButton, ZodForm, errorAt, useZodForm } from '@/components/ui/form';
import { ZProfileEditForm } from '@/lib/contracts/profile';
import { GENDER_LABELS, SOCIAL_LABELS } from './social';
import styles from './ProfileEdit.module.css';

const PRIVACY_LABELS: Record<PrivacyKey, string> = {
  publicProfile: 'پروفایل من به دیگر اعضا نمایش داده شود (شبکه‌سازی)',
  showBio: 'نمایش بیوگرافی',
  showSocialMedia: 'نمایش شبکه‌های اجتماعی',
  showTags: 'نمایش علاقه‌مندی‌ها',
  showEmail: 'نمایش ایمیل',
  showGender: 'نمایش جنسیت',
};

// Persian hints only (issue 16: no Latin placeholders such as 'username').
const SOCIAL_HINTS: Record<SocialKey, string> = {
  instagram: 'نام کاربری',
  telegram: 'نام کاربری',
  linkedin: 'شناسه پروفایل',
  x: 'نام کاربری',
  website: 'نشانی وب‌سایت',
};
const MAX_TAGS = 5;

type FormState = z.input<typeof ZProfileEditForm>;

function fromProfile(p: EditableProfile): FormState {
  const u = p.user;
  return {
    firstName: u.firstName ?? '',
    lastName: u.lastName ?? '',
    firstNameFa: u.moreDetail.firstNameFa ?? '',
    lastNameFa: u.moreDetail.lastNameFa ?? '',
    username: u.username ?? '',
    bio: u.bio ?? '',
    gender: (u.gender as FormState['gender']) ?? null,
    email: u.email ?? '',
    socialMedia: Object.fromEntries(SOCIAL_KEYS.map((k) => [k, u.socialMedia?.[k] ?? ''])) as Record<SocialKey, string>,
    privacy: { ...PRIVACY_DEFAULTS, ...u.privacy },
    tagIds: p.tags.map((t) => t._id),
  };
}

function Avatar({ profile }: { profile: EditableProfile }) {
  const dispatch = useAppDispatch();
  const id = useId();
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [remove, removing] = useRemoveAvatarMutation();
  const u = profile.user;
  const url = u.avatar ? userPhotoUrl(u._id, u.avatar) : null;
  const initial = [...(u.firstName?.trim() || '؟')][0];

  const refresh = (next: EditableProfile) => {
    dispatch(profileApi.util.upsertQueryData('myProfile', undefined, next));
    dispatch(signedIn({ user: next.user }));
  };
  const pick = async (file: File | undefined) => {
    if (!file) return;
    setError(null);
    setProgress(0);
    try {
      refresh(
        await uploadWithProgress<EditableProfile>('/v1/profile/avatar', 'avatar', file, { onProgress: setProgress }),
      );
    } catch (err) {
      setError(describeError(err).message);
    } finally {
      setProgress(null);
    }
  };
  const onRemove = async () => {
    const yes = await askConfirm(dispatch, {
      title: 'حذف تصویر',
      message: 'تصویر پروفایل حذف شود؟',
      confirmText: 'حذف',
      danger: true,
    });
    if (!yes) return;
    try {
      refresh(await remove().unwrap());
    } catch (err) {
      setError(describeError(err).message);
    }
  };
  return (
    <div className={styles.avatarRow}>
      {url ? (
        // eslint-disable-next-line @next/next/no-img-element -- the member's own photo
        <img src={url} alt="تصویر پروفایل" width={88} height={88} className={styles.avatar} />
      ) : (
        <span className={styles.avatar} aria-hidden="true">
          {initial}
        </span>
      )}
      <div className={styles.avatarTools}>
        <input
          id={id}
          type="file"
          accept="image/png,image/jpeg,image/webp"
          className="sr-only"
          onChange={(e) => pick(e.target.files?.[0])}
          data-testid="avatar-input"
        />
        <label htmlFor={id} className="btn btn-outline btn-sm">
          {url ? 'تغییر تصویر' : 'افزودن تصویر'}
        </label>
        {url && (
          <button type="button" className="btn btn-ghost btn-sm" onClick={onRemove} disabled={removing.isLoading}>
            حذف تصویر
          </button>
        )}
        {progress !== null && <span role="status">{`در حال بارگذاری ${toPersianDigits(progress)}٪`}</span>}
        {error && (
          <span className="field-error" role="alert">
            {error}
          </span>
        )}
        <small className="muted">PNG، JPEG یا WebP تا ۵ مگابایت</small>
      </div>
    </div>
  );
}

/**
 * /profile/edit (and /profile-edit): names in Latin and Persian, a unique username, bio, gender,
 * email, social links, interests (tags), privacy and photo. A member without a first name lands here
 * to complete the profile, then continues to `next`.
 */
export default function ProfileEditForm() {
  const dispatch = useAppDispatch();
  const auth = useAppSelector(selectAuth);
  const signedInUser = auth.state === 'user';
  const { data, isLoading, isError, refetch } = useMyProfileQuery(undefined, {
    skip: !signedInUser,
    refetchOnMountOrArgChange: true,
  });
  const meta = (
    <PageMeta title="ویرایش پروفایل" description="نام، بیوگرافی، علاقه‌مندی‌ها و حریم خصوصی پروفایل همکار." noindex />
  );

  if (auth.state === 'unknown' || (signedInUser && isLoading)) {
    return (
      <div className={`container ${styles.center}`}>
        {meta}
        <Spinner />
      </div>
    );
  }
  if (!signedInUser) {
    return (
      <div className="container">
        {meta}
        <section className={`card ${styles.notice}`}>
          <h1>برای ویرایش پروفایل وارد شوید</h1>
          <button type="button" className="btn btn-primary" onClick={() => dispatch(openModal({ type: 'login' }))}>
            ورود
          </button>
        </section>
      </div>
    );
  }
  if (isError || !data) {
    return (
      <div className="container">
        {meta}
        <section className={`card ${styles.notice}`} role="alert">
          <h1>خطا در دریافت داده‌ها</h1>
          <button type="button" className="btn btn-primary" onClick={() => refetch()}>
            تلاش دوباره
          </button>
        </section>
      </div>
    );
  }
  return (
    <>
      {meta}
      <EditForm key={data.user._id} data={data} />
    </>
  );
}

function EditForm({ data }: { data: EditableProfile }) {
  const router = useRouter();
  const dispatch = useAppDispatch();
  const tags = useTagListQuery();
  const [save] = useEditProfileMutation();
  const [saved, setSaved] = useState(false);
  const form = useZodForm(ZProfileEditForm, { defaultValues: fromProfile(data) });
  const { register, control } = form;
  const completing = !data.user.firstName;
  const tagField = useController({ control, name: 'tagIds' });
  const tagIds = (tagField.field.value ?? []) as string[];
  const bio = useWatch({ control, name: 'bio' }) ?? '';
  const publicProfile = useWatch({ control, name: 'privacy.publicProfile' });
  const tagsError = errorAt(form.formState.errors, 'tagIds');

  const toggleTag = (id: string) => {
    setSaved(false);
    const has = tagIds.includes(id);
    if (!has && tagIds.length >= MAX_TAGS)
      return form.setError('tagIds', {
        type: 'client',
        message: `حداکثر ${toPersianDigits(MAX_TAGS)} برچسب می‌توانید انتخاب کنید.`,
      });
    form.clearErrors('tagIds');
    tagField.field.onChange(has ? tagIds.filter((t) => t !== id) : [...tagIds, id]);
  };

  const submit = async (v: z.output<typeof ZProfileEditForm>) => {
    setSaved(false);
    const next = await save({ ...v, gender: v.gender ?? null }).unwrap();
    dispatch(signedIn({ user: next.user, status: 'loginVerified' }));
    form.reset(fromProfile(next));
    setSaved(true);
    if (router.query.next) await router.push(safeNext(router.query.next, '/profile'));
  };

  return (
    <div className={`container ${styles.page}`}>
      <h1 className={styles.title}>ویرایش پروفایل</h1>
      {completing && (
        <p className={styles.complete} role="status" data-testid="complete-profile">
          پروفایل شما کامل نیست. برای ادامه، نام و نام‌خانوادگی خود را وارد کنید.
        </p>
      )}
      <ZodForm form={form} onSubmit={submit} className={styles.form}>
        <section className={`card ${styles.section}`} aria-labelledby="pe-who">
          <h2 id="pe-who">مشخصات</h2>
          <Avatar profile={data} />
          <div className={styles.two}>
            <TextField
              name="firstName"
              id="pe-first"
              label="نام"
              required
              autoComplete="given-name"
              testId="pe-first"
            />
            <TextField
              name="lastName"
              id="pe-last"
              label="نام‌خانوادگی"
              required
              autoComplete="family-name"
              testId="pe-last"
            />
            <TextField name="firstNameFa" id="pe-first-fa" label="نام به فارسی" />
            <TextField name="lastNameFa" id="pe-last-fa" label="نام‌خانوادگی به فارسی" />
            <TextField
              name="username"
              id="pe-username"
              label="نام کاربری"
              ltr
              hint="حروف انگلیسی، عدد، نقطه و _"
              autoComplete="username"
              testId="pe-username"
            />
            <TextField name="email" id="pe-email" label="ایمیل" ltr type="email" autoComplete="email" />
          </div>
          <Field name="gender" id="pe-gender" label="جنسیت">
            {(p) => (
              <select {...p} {...register('gender', { setValueAs: (g: string | null) => g || null })} className="input">
                <option value="">انتخاب نشده</option>
                {Object.entries(GENDER_LABELS).map(([k, label]) => (
                  <option key={k} value={k}>
                    {label}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field name="bio" id="pe-bio" label={`بیوگرافی (${toPersianDigits(bio.length)} از ۳۰۰)`}>
            {(p) => (
              <textarea {...p} {...register('bio')} className="input" rows={3} maxLength={300} data-testid="pe-bio" />
            )}
          </Field>
        </section>

        <section className={`card ${styles.section}`} aria-labelledby="pe-tags">
          <h2 id="pe-tags">{`علاقه‌مندی‌ها (حداکثر ${toPersianDigits(MAX_TAGS)})`}</h2>
          {tags.isLoading ? (
            <Spinner />
          ) : tags.isError ? (
            <p className="field-error">خطا در دریافت داده‌ها</p>
          ) : (
            <div
              className={styles.tags}
              role="group"
              aria-label="برچسب‌ها"
              aria-describedby={tagsError ? 'pe-tags-error' : undefined}
            >
              {(tags.data?.tags ?? []).map((t) => (
                <button
                  key={t._id}
                  type="button"
                  className={`${styles.tag} ${tagIds.includes(t._id) ? styles.tagOn : ''}`}
                  aria-pressed={tagIds.includes(t._id)}
                  onClick={() => toggleTag(t._id)}
                >
                  {t.name}
                </button>
              ))}
            </div>
          )}
          <FieldError id="pe-tags" error={tagsError} />
        </section>

        <section className={`card ${styles.section}`} aria-labelledby="pe-social">
          <h2 id="pe-social">شبکه‌های اجتماعی</h2>
          <div className={styles.two}>
            {SOCIAL_KEYS.map((k) => (
              <TextField
                key={k}
                name={`socialMedia.${k}`}
                id={`pe-${k}`}
                label={SOCIAL_LABELS[k]}
                ltr
                hint={SOCIAL_HINTS[k]}
              />
            ))}
          </div>
        </section>

        <section className={`card ${styles.section}`} aria-labelledby="pe-privacy">
          <h2 id="pe-privacy">حریم خصوصی</h2>
          <p className="muted">شماره تلفن شما هرگز به دیگران نمایش داده نمی‌شود.</p>
          {PRIVACY_KEYS.map((k) => {
            const off = k !== 'publicProfile' && !publicProfile;
            return (
              <label key={k} className={`${styles.switch} ${off ? styles.dim : ''}`}>
                <input type="checkbox" {...register(`privacy.${k}`)} disabled={off} data-testid={`privacy-${k}`} />
                <span>{PRIVACY_LABELS[k]}</span>
              </label>
            );
          })}
        </section>

        <FormError testId="pe-error" />
        {saved && !form.formState.isDirty && (
          <p className={styles.saved} role="status" data-testid="pe-saved">
            تغییرات ذخیره شد.
          </p>
        )}
        <div className={styles.actions}>
          <SubmitButton data-testid="pe-save">ذخیره تغییرات</SubmitButton>
          <Link href={`/profile/${data.user._id}`} className="btn btn-outline">
            مشاهده پروفایل عمومی
          </Link>
        </div>
      </ZodForm>
    </div>
  );
}

/** A text field of the profile form; a Latin hint is the placeholder, a Persian one goes under the field. */
function TextField(props: {
  name: Path<FormState>;
  id: string;
  label: string;
  ltr?: boolean;
  hint?: string;
  required?: boolean;
  type?: string;
  autoComplete?: string;
  testId?: string;
}) {
  const { register } = useFormContext<FormState>();
  // A Persian hint would read backwards inside a left-to-right field, so it goes under the field instead.
  const hintBelow = Boolean(props.hint && /[\u0600-\u06FF]/.test(props.hint));
  return (
    <Field
      name={props.name}
      id={props.id}
      className={styles.field}
      hint={hintBelow ? props.hint : undefined}
      label={
        <>
          {props.label}
          {props.required && <span aria-hidden="true"> *</span>}
        </>
      }
    >
      {(p) => (
        <input
          {...p}
          {...register(props.name)}
          className={`input ${props.ltr ? 'ltr' : ''}`}
          dir={props.ltr ? 'ltr' : undefined}
          type={props.type ?? 'text'}
          aria-required={props.required}
          autoComplete={props.autoComplete}
          placeholder={hintBelow ? undefined : props.hint}
          data-testid={props.testId}
        />
      )}
    </Field>
  );
}
