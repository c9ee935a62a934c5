import { useWatch } from 'react-hook-form';
import { describeError } from '@/api-client';
import { jalaliDateTime } from '@/lib/jalali';
import { ZUserCommentAdd } from '@/lib/contracts/ticket/schemas';
import { FieldError, FormError, ZodForm, controlProps, errorAt, useZodForm } from '@/components/ui/form';
import Spinner from '@/components/ui/Spinner';
import AttachmentList from '@/components/ticket/AttachmentList';
import AttachmentPicker from '@/components/ticket/AttachmentPicker';
import { useAttachmentUploads } from '@/components/ticket/useAttachmentUploads';
import { useAddUserCommentMutation, useUserCommentsQuery } from '@/store/api/ticket';
import styles from './Detail.module.css';

/** The note form checks the text by the API's own rule (ZUserCommentAdd); attachments come from the picker. */
const ZNoteForm = ZUserCommentAdd.pick({ text: true });

/** The support team's notes about a customer (user comment list), newest first, with a form to add one. */
export default function UserNotes({ userId }: { userId: string }) {
  const { data, error, isLoading, refetch, isFetching } = useUserCommentsQuery(userId);
  const uploads = useAttachmentUploads({ flavour: 'internal', scope: 'comment' });
  const [add, { isLoading: saving }] = useAddUserCommentMutation();
  const form = useZodForm(ZNoteForm, { defaultValues: { text: '' } });
  const text = useWatch({ control: form.control, name: 'text' }) ?? '';
  const textError = errorAt(form.formState.errors, 'text');
  const inputId = `user-note-${userId}`;

  async function submit(values: { text: string }) {
    if (uploads.busy) return;
    await add({ userId, text: values.text, attachments: uploads.refs }).unwrap();
    form.reset({ text: '' });
    uploads.reset();
  }

  return (
    <section className={`card ${styles.side}`} aria-labelledby="user-notes-heading">
      <h2 id="user-notes-heading" className={styles.sideTitle}>
        یادداشت‌های تیم درباره این کاربر
      </h2>
      <ZodForm form={form} onSubmit={submit} className={styles.noteForm} data-testid="user-note-form">
        <label className="sr-only" htmlFor={inputId}>
          یادداشت جدید
        </label>
        <textarea
          {...controlProps(inputId, textError)}
          {...form.register('text')}
          className="input"
          rows={2}
          maxLength={2000}
          placeholder="مثلا: مشتری ثابت؛ دو بار شارژ ناموفق داشته است"
        />
        <FieldError id={inputId} error={textError} />
        <AttachmentPicker uploads={uploads} disabled={saving} />
        <FormError />
        <button type="submit" className="btn btn-outline btn-sm" disabled={saving || uploads.busy || !text.trim()}>
          {saving ? <Spinner label="در حال ثبت" /> : 'ثبت یادداشت'}
        </button>
      </ZodForm>
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
