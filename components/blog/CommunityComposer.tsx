import Link from 'next/link';
import { useState, type FormEvent } from 'react';
import { useAppDispatch, useAppSelector } from '@/store';
import { selectAuth } from '@/store/slices/authSlice';
import { openModal } from '@/store/slices/modalsSlice';
import { useCreateBlogMutation } from '@/store/api/blog';
import { describeError } from '@/api-client';
import Spinner from '@/components/ui/Spinner';
import PageMeta from '@/components/ui/PageMeta';
import BodyEditor, { newPart, partsToBody, type EditorPart } from './BodyEditor';
import CoverField from './CoverField';
import styles from './Composer.module.css';

/** /blog/create: a member writes a community post; it waits for staff approval before it shows. */
export default function CommunityComposer() {
  const dispatch = useAppDispatch();
  const auth = useAppSelector(selectAuth);
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [cover, setCover] = useState<{ fileName: string; url: string } | null>(null);
  const [parts, setParts] = useState<EditorPart[]>(() => [newPart('text')]);
  const [error, setError] = useState<string | null>(null);
  const [create, state] = useCreateBlogMutation();
  const [done, setDone] = useState<string | null>(null);

  const meta = (
    <PageMeta
      title="نوشتن در جامعه همکار"
      description="تجربه خود از همکار را با دیگر اعضا به اشتراک بگذارید."
      noindex
    />
  );

  if (auth.state === 'unknown') {
    return (
      <div className={`container ${styles.center}`}>
        {meta}
        <Spinner />
      </div>
    );
  }
  if (auth.state !== 'user') {
    return (
      <div className="container">
        {meta}
        <section className={`card ${styles.notice}`}>
          <h1 className={styles.title}>برای نوشتن در جامعه وارد شوید</h1>
          <p className="muted">نوشته‌های اعضا پس از بررسی کارشناسان در «جامعه همکار» منتشر می‌شوند.</p>
          <button type="button" className="btn btn-primary" onClick={() => dispatch(openModal({ type: 'login' }))}>
            ورود
          </button>
        </section>
      </div>
    );
  }
  if (done) {
    return (
      <div className="container">
        {meta}
        <section className={`card ${styles.notice}`} data-testid="community-sent">
          <h1 className={styles.title}>نوشته شما ثبت شد</h1>
          <p className="muted">نوشته شما پس از تایید کارشناسان همکار در جامعه منتشر می‌شود.</p>
          <div className={styles.row}>
            <Link href={`/blog/${done}`} className="btn btn-primary">
              مشاهده نوشته
            </Link>
            <Link href="/blog/Community" className="btn btn-outline">
              بازگشت به جامعه
            </Link>
          </div>
        </section>
      </div>
    );
  }

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    if (!title.trim()) return setError('عنوان نوشته را وارد کنید.');
    const body = partsToBody(parts);
    if (!body.length) return setError('متن نوشته را وارد کنید.');
    if (parts.some((p) => p.progress !== undefined)) return setError('لطفا تا پایان بارگذاری تصویر صبر کنید.');
    try {
      const r = await create({ title, description, cover: cover?.fileName ?? null, body }).unwrap();
      setDone(r.blog._id);
    } catch (err) {
      setError(describeError(err).message);
    }
  };

  return (
    <div className={`container ${styles.page}`}>
      {meta}
      <h1 className={styles.title}>نوشتن در جامعه همکار</h1>
      <p className="muted">از تجربه‌تان در همکار بنویسید. نوشته پس از بررسی کارشناسان منتشر می‌شود.</p>
      <form className={`card ${styles.form}`} onSubmit={submit} noValidate>
        <label className="label" htmlFor="community-title">
          عنوان
        </label>
        <input
          id="community-title"
          className="input"
          value={title}
          onChange={(e) => setTitle(e.target.value)}
          maxLength={150}
          required
          data-testid="blog-title"
        />
        <label className="label" htmlFor="community-description">
          خلاصه (اختیاری)
        </label>
        <textarea
          id="community-description"
          className="input"
          value={description}
          onChange={(e) => setDescription(e.target.value)}
          maxLength={300}
          rows={2}
        />
        <CoverField url={cover?.url ?? null} onChange={setCover} />
        <span className="label">متن نوشته</span>
        <BodyEditor parts={parts} onChange={setParts} />
        {error && (
          <p className="field-error" role="alert" data-testid="composer-error">
            {error}
          </p>
        )}
        <button
          type="submit"
          className="btn btn-primary btn-block"
          disabled={state.isLoading}
          data-testid="blog-submit"
        >
          {state.isLoading ? <Spinner label="در حال ارسال" /> : 'ارسال برای بررسی'}
        </button>
      </form>
    </div>
  );
}
