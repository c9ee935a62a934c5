import { useState, type FormEvent } from 'react';
import { describeError } from '@/api-client';
import { jalaliDateTime } from '@/lib/jalali';
import Spinner from '@/components/ui/Spinner';
import AttachmentList from '@/components/ticket/AttachmentList';
import AttachmentPicker from '@/components/ticket/AttachmentPicker';
import { useAttachmentUploads } from '@/components/ticket/useAttachmentUploads';
import { useAddUserCommentMutation, useUserCommentsQuery } from '@/store/api/ticket';
import styles from './Detail.module.css';

/** The support team's notes about a customer (user comment list), newest first, with a form to add one. */
export default function UserNotes({ userId }: { userId: string }) {
  const { data, error, isLoading, refetch, isFetching } = useUserCommentsQuery(userId);
  const [text, setText] = useState('');
  const [formError, setFormError] = useState<string | null>(null);
  const uploads = useAttachmentUploads({ flavour: 'internal', scope: 'comment' });
  const [add, { isLoading: saving }] = useAddUserCommentMutation();

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!text.trim() || uploads.busy) return;
    const r = await add({ userId, text: text.trim(), attachments: uploads.refs });
    if ('error' in r && r.error) {
      setFormError(describeError(r.error).message);
      return;
    }
    setFormError(null);
    setText('');
    uploads.reset();
  }

  return (
    <section className={`card ${styles.side}`} aria-labelledby="user-notes-heading">
      <h2 id="user-notes-heading" className={styles.sideTitle}>
        یادداشت‌های تیم درباره این کاربر
      </h2>
      <form onSubmit={submit} className={styles.noteForm} data-testid="user-note-form">
        <label className="sr-only" htmlFor={`user-note-${userId}`}>
          یادداشت جدید
        </label>
        <textarea
          id={`user-note-${userId}`}
          className="input"
          rows={2}
          maxLength={2000}
          value={text}
          onChange={(e) => setText(e.target.value)}
          placeholder="مثلا: مشتری ثابت؛ دو بار شارژ ناموفق داشته است"
        />
        <AttachmentPicker uploads={uploads} disabled={saving} />
        {formError && (
          <p className="field-error" role="alert">
            {formError}
          </p>
        )}
        <button type="submit" className="btn btn-outline btn-sm" disabled={saving || uploads.busy || !text.trim()}>
          {saving ? <Spinner label="در حال ثبت" /> : 'ثبت یادداشت'}
        </button>
      </form>
      {isLoading && <Spinner label="در حال بارگذاری یادداشت‌ها" />}
      {error && !data && (
        <p className="field-error" role="alert">
          {describeError(error).message}{' '}
          <button type="button" className="btn btn-ghost btn-sm" onClick={() => void refetch()} disabled={isFetching}>
            تلاش دوباره
          </button>
        </p>
      )}
      {data && data.length === 0 && <p className={styles.hint}>یادداشتی ثبت نشده است.</p>}
      {data && data.length > 0 && (
        <ul className={styles.notes}>
          {data.map((n) => (
            <li key={n._id} className={styles.note}>
              <span className={styles.noteHead}>
                <strong>{n.author.name}</strong>
                <time dateTime={n.createdAt}>{jalaliDateTime(n.createdAt)}</time>
              </span>
              <p dir="auto">{n.text}</p>
              <AttachmentList attachments={n.attachments} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
