import Link from 'next/link';
import { useRouter } from 'next/router';
import { useId, useState, type FormEvent } from 'react';
import { useAppDispatch, useAppSelector } from '@/store';
import { selectAuth, signedIn } from '@/store/slices/authSlice';
import { openModal } from '@/store/slices/modalsSlice';
import { askConfirm } from '@/store/slices/confirmBus';
import { contentApi, useEditProfileMutation, useMyProfileQuery, useRemoveAvatarMutation, useTagListQuery, type EditableProfile } from '@/store/api/content';
import { describeError } from '@/api-client';
import { safeNext } from '@/components/auth/session';
import { PRIVACY_DEFAULTS, PRIVACY_KEYS, SOCIAL_KEYS, userPhotoUrl, type PrivacyKey, type SocialKey, type TPrivacy } from '@/lib/content-rules';
import { toPersianDigits } from '@/lib/digits';
import PageMeta from '@/components/ui/PageMeta';
import { uploadWithProgress } from '@/api-client/upload';
import Spinner from '@/components/ui/Spinner';
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

const SOCIAL_HINTS: Record<SocialKey, string> = { instagram: 'username', telegram: 'username', linkedin: 'your-profile-id', x: 'username', website: 'https://…' };
const MAX_TAGS = 5;

interface FormState {
  firstName: string;
  lastName: string;
  firstNameFa: string;
  lastNameFa: string;
  username: string;
  bio: string;
  gender: '' | 'male' | 'female' | 'other';
  email: string;
  socialMedia: Record<SocialKey, string>;
  privacy: TPrivacy;
  tagIds: string[];
}

function fromProfile(p: EditableProfile): FormState {
  const u = p.user;
  return {
    firstName: u.firstName ?? '',
    lastName: u.lastName ?? '',
    firstNameFa: u.moreDetail.firstNameFa ?? '',
    lastNameFa: u.moreDetail.lastNameFa ?? '',
    username: u.username ?? '',
    bio: u.bio ?? '',
    gender: (u.gender as FormState['gender']) ?? '',
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
    dispatch(contentApi.util.upsertQueryData('myProfile', undefined, next));
    dispatch(signedIn({ user: next.user }));
  };
  const pick = async (file: File | undefined) => {
    if (!file) return;
    setError(null);
    setProgress(0);
    try {
      refresh(await uploadWithProgress<EditableProfile>('/v1/profile/avatar', 'avatar', file, { onProgress: setProgress }));
    } catch (err) {
      setError(describeError(err).message);
    } finally {
      setProgress(null);
    }
  };
  const onRemove = async () => {
    const yes = await askConfirm(dispatch, { title: 'حذف تصویر', message: 'تصویر پروفایل حذف شود؟', confirmText: 'حذف', danger: true });
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
        <input id={id} type="file" accept="image/png,image/jpeg,image/webp" className="sr-only" onChange={(e) => pick(e.target.files?.[0])} data-testid="avatar-input" />
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
  const { data, isLoading, isError, refetch } = useMyProfileQuery(undefined, { skip: !signedInUser, refetchOnMountOrArgChange: true });
  const meta = <PageMeta title="ویرایش پروفایل" description="نام، بیوگرافی، علاقه‌مندی‌ها و حریم خصوصی پروفایل همکار." noindex />;

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
  const [save, saving] = useEditProfileMutation();
  const [form, setForm] = useState<FormState>(() => fromProfile(data));
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const completing = !data.user.firstName;

  const set = <K extends keyof FormState>(k: K, v: FormState[K]) => {
    setSaved(false);
    setForm({ ...form, [k]: v });
  };
  const toggleTag = (id: string) => {
    const has = form.tagIds.includes(id);
    if (!has && form.tagIds.length >= MAX_TAGS) return setError(`حداکثر ${toPersianDigits(MAX_TAGS)} برچسب می‌توانید انتخاب کنید.`);
    setError(null);
    set('tagIds', has ? form.tagIds.filter((t) => t !== id) : [...form.tagIds, id]);
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    if (!form.firstName.trim()) return setError('لطفا نام خود را وارد کنید.');
    if (!form.lastName.trim()) return setError('لطفا نام‌خانوادگی وارد کنید.');
    try {
      const next = await save({
        firstName: form.firstName,
        lastName: form.lastName,
        firstNameFa: form.firstNameFa,
        lastNameFa: form.lastNameFa,
        username: form.username,
        bio: form.bio,
        gender: form.gender || null,
        email: form.email,
        socialMedia: form.socialMedia,
        privacy: form.privacy,
        tagIds: form.tagIds,
      }).unwrap();
      dispatch(signedIn({ user: next.user, status: 'loginVerified' }));
      setForm(fromProfile(next));
      setSaved(true);
      if (router.query.next) await router.push(safeNext(router.query.next, '/profile'));
    } catch (err) {
      setError(describeError(err).message);
    }
  };

  return (
    <div className={`container ${styles.page}`}>
      <h1 className={styles.title}>ویرایش پروفایل</h1>
      {completing && (
        <p className={styles.complete} role="status" data-testid="complete-profile">
          پروفایل شما کامل نیست. برای ادامه، نام و نام‌خانوادگی خود را وارد کنید.
        </p>
      )}
      <form className={styles.form} onSubmit={submit} noValidate>
        <section className={`card ${styles.section}`} aria-labelledby="pe-who">
          <h2 id="pe-who">مشخصات</h2>
          <Avatar profile={data} />
          <div className={styles.two}>
            <Field id="pe-first" label="نام" value={form.firstName} onChange={(v) => set('firstName', v)} required autoComplete="given-name" testId="pe-first" />
            <Field id="pe-last" label="نام‌خانوادگی" value={form.lastName} onChange={(v) => set('lastName', v)} required autoComplete="family-name" testId="pe-last" />
            <Field id="pe-first-fa" label="نام به فارسی" value={form.firstNameFa} onChange={(v) => set('firstNameFa', v)} />
            <Field id="pe-last-fa" label="نام‌خانوادگی به فارسی" value={form.lastNameFa} onChange={(v) => set('lastNameFa', v)} />
            <Field id="pe-username" label="نام کاربری" value={form.username} onChange={(v) => set('username', v)} ltr hint="حروف انگلیسی، عدد، نقطه و _" autoComplete="username" testId="pe-username" />
            <Field id="pe-email" label="ایمیل" value={form.email} onChange={(v) => set('email', v)} ltr type="email" autoComplete="email" />
          </div>
          <label className="label" htmlFor="pe-gender">
            جنسیت
          </label>
          <select id="pe-gender" className="input" value={form.gender} onChange={(e) => set('gender', e.target.value as FormState['gender'])}>
            <option value="">انتخاب نشده</option>
            {Object.entries(GENDER_LABELS).map(([k, v]) => (
              <option key={k} value={k}>
                {v}
              </option>
            ))}
          </select>
          <label className="label" htmlFor="pe-bio">
            {`بیوگرافی (${toPersianDigits(form.bio.length)} از ۳۰۰)`}
          </label>
          <textarea id="pe-bio" className="input" rows={3} maxLength={300} value={form.bio} onChange={(e) => set('bio', e.target.value)} data-testid="pe-bio" />
        </section>

        <section className={`card ${styles.section}`} aria-labelledby="pe-tags">
          <h2 id="pe-tags">{`علاقه‌مندی‌ها (حداکثر ${toPersianDigits(MAX_TAGS)})`}</h2>
          {tags.isLoading ? (
            <Spinner />
          ) : tags.isError ? (
            <p className="field-error">خطا در دریافت داده‌ها</p>
          ) : (
            <div className={styles.tags} role="group" aria-label="برچسب‌ها">
              {(tags.data?.tags ?? []).map((t) => (
                <button key={t._id} type="button" className={`${styles.tag} ${form.tagIds.includes(t._id) ? styles.tagOn : ''}`} aria-pressed={form.tagIds.includes(t._id)} onClick={() => toggleTag(t._id)}>
                  {t.name}
                </button>
              ))}
            </div>
          )}
        </section>

        <section className={`card ${styles.section}`} aria-labelledby="pe-social">
          <h2 id="pe-social">شبکه‌های اجتماعی</h2>
          <div className={styles.two}>
            {SOCIAL_KEYS.map((k) => (
              <Field key={k} id={`pe-${k}`} label={SOCIAL_LABELS[k]} value={form.socialMedia[k]} onChange={(v) => set('socialMedia', { ...form.socialMedia, [k]: v })} ltr hint={SOCIAL_HINTS[k]} />
            ))}
          </div>
        </section>

        <section className={`card ${styles.section}`} aria-labelledby="pe-privacy">
          <h2 id="pe-privacy">حریم خصوصی</h2>
          <p className="muted">شماره تلفن شما هرگز به دیگران نمایش داده نمی‌شود.</p>
          {PRIVACY_KEYS.map((k) => {
            const off = k !== 'publicProfile' && !form.privacy.publicProfile;
            return (
              <label key={k} className={`${styles.switch} ${off ? styles.dim : ''}`}>
                <input type="checkbox" checked={form.privacy[k]} disabled={off} onChange={(e) => set('privacy', { ...form.privacy, [k]: e.target.checked })} data-testid={`privacy-${k}`} />
                <span>{PRIVACY_LABELS[k]}</span>
              </label>
            );
          })}
        </section>

        {error && (
          <p className="field-error" role="alert" data-testid="pe-error">
            {error}
          </p>
        )}
        {saved && (
          <p className={styles.saved} role="status" data-testid="pe-saved">
            تغییرات ذخیره شد.
          </p>
        )}
        <div className={styles.actions}>
          <button type="submit" className="btn btn-primary" disabled={saving.isLoading} data-testid="pe-save">
            {saving.isLoading ? <Spinner label="در حال ذخیره" /> : 'ذخیره تغییرات'}
          </button>
          <Link href={`/profile/${data.user._id}`} className="btn btn-outline">
            مشاهده پروفایل عمومی
          </Link>
        </div>
      </form>
    </div>
  );
}

function Field(props: { id: string; label: string; value: string; onChange: (v: string) => void; ltr?: boolean; hint?: string; required?: boolean; type?: string; autoComplete?: string; testId?: string }) {
  // A Persian hint would read backwards inside a left-to-right field, so it goes under the field instead.
  const hintBelow = Boolean(props.hint && /[\u0600-\u06FF]/.test(props.hint));
  return (
    <div className={styles.field}>
      <label className="label" htmlFor={props.id}>
        {props.label}
        {props.required && <span aria-hidden="true"> *</span>}
      </label>
      <input
        id={props.id}
        className={`input ${props.ltr ? 'ltr' : ''}`}
        dir={props.ltr ? 'ltr' : undefined}
        type={props.type ?? 'text'}
        value={props.value}
        onChange={(e) => props.onChange(e.target.value)}
        required={props.required}
        aria-required={props.required}
        aria-describedby={hintBelow ? `${props.id}-hint` : undefined}
        autoComplete={props.autoComplete}
        placeholder={hintBelow ? undefined : props.hint}
        data-testid={props.testId}
      />
      {hintBelow && (
        <small id={`${props.id}-hint`} className="muted">
          {props.hint}
        </small>
      )}
    </div>
  );
}
