import type { TicketFlavour as Flavour } from '@/lib/contracts/ticket/views';
import { useState, type FormEvent } from 'react';
import { describeError } from '@/api-client';
import { jalaliDateTime } from '@/lib/jalali';
import { toPersianDigits } from '@/lib/digits';
import { TICKET_UI_ERRORS } from '@/lib/messages/ticket';
import type { CommentView } from '@/lib/contracts/ticket/views';
import Spinner from '@/components/ui/Spinner';
import {
  CUSTOMER_COMMENT_PAGE_SIZE,
  CUSTOMER_COMMENT_PAGE_SIZE_AFTER_ADD,
  DESK_COMMENT_PAGE_SIZE,
  useAddCommentMutation,
  useTicketCommentsQuery,
} from '@/store/api/ticket';
import AttachmentList from './AttachmentList';
import AttachmentPicker from './AttachmentPicker';
import { useAttachmentUploads } from './useAttachmentUploads';
import styles from './CommentThread.module.css';

/** Section 9: 'show more' only when a page came back with more than 9 comments. */
const SHOW_MORE_AFTER = 9;

function CommentItem({ c, flavour }: { c: CommentView; flavour: Flavour }) {
  const who = c.mine
    ? 'شما'
    : c.author.role === 'support' && flavour === 'external'
      ? `${c.author.name} (پشتیبانی)`
      : c.author.name;
  return (
    <li
      className={`${styles.comment} ${c.internal ? styles.internal : ''} ${c.author.role === 'support' ? styles.fromSupport : ''}`}
      data-testid="comment"
      data-internal={c.internal || undefined}
    >
      <div className={styles.head}>
        <span className={styles.author}>{who}</span>
        {c.internal && <span className={styles.noteTag}>یادداشت داخلی</span>}
        {flavour === 'internal' && !c.internal && c.author.role === 'customer' && (
          <span className={styles.customerTag}>مشتری</span>
        )}
        <time className={styles.time} dateTime={c.createdAt}>
          {jalaliDateTime(c.createdAt)}
        </time>
      </div>
      <p className={styles.text} dir="auto">
        {c.text}
      </p>
      <AttachmentList attachments={c.attachments} label={`پیوست‌های نظر ${who}`} />
    </li>
  );
}

/** One page of the thread; the last loaded page offers the next one. */
function CommentPage({
  ticketId,
  flavour,
  page,
  size,
  last,
  onMore,
}: {
  ticketId: string;
  flavour: Flavour;
  page: number;
  size: number;
  last: boolean;
  onMore: () => void;
}) {
  const { data, error, isLoading, isFetching, refetch } = useTicketCommentsQuery({ ticketId, flavour, page, size });
  if (isLoading) {
    return (
      <div className={styles.loading}>
        <Spinner label="در حال بارگذاری نظرات" />
      </div>
    );
  }
  if (error && !data) {
    const info = describeError(error);
    return (
      <div className={styles.error} role="alert" data-testid="comments-error">
        <p>{TICKET_UI_ERRORS.commentList}</p>
        {info.status === 502 && <p className={styles.detail}>{info.message}</p>}
        <button type="button" className="btn btn-outline btn-sm" onClick={() => void refetch()} disabled={isFetching}>
          تلاش دوباره
        </button>
      </div>
    );
  }
  if (!data) return null;
  if (page === 1 && data.comments.length === 0) return <p className={styles.empty}>هنوز نظری ثبت نشده است.</p>;
  return (
    <>
      <ul className={styles.list}>
        {data.comments.map((c) => (
          <CommentItem key={c._id} c={c} flavour={flavour} />
        ))}
      </ul>
      {last && data.comments.length > SHOW_MORE_AFTER && data.total > page * size && (
        <button type="button" className={`btn btn-ghost ${styles.more}`} onClick={onMore} data-testid="comments-more">
          نمایش نظرات قبلی ({toPersianDigits(data.total - page * size)})
        </button>
      )}
    </>
  );
}

interface Props {
  ticketId: string;
  flavour: Flavour;
  /** A closed ticket takes only internal notes from the desk, and nothing from the customer. */
  closed: boolean;
}

/**
 * The comments of a ticket, newest first, with a form on top. The desk reads 100 a page and may
 * write internal notes; the customer reads 50, then the latest 10 after sending one (section 9).
 */
export default function CommentThread({ ticketId, flavour, closed }: Props) {
  const desk = flavour === 'internal';
  const [size, setSize] = useState(desk ? DESK_COMMENT_PAGE_SIZE : CUSTOMER_COMMENT_PAGE_SIZE);
  const [pages, setPages] = useState(1);
  const [text, setText] = useState('');
  const [internal, setInternal] = useState(false);
  const [sendError, setSendError] = useState<string | null>(null);
  const uploads = useAttachmentUploads({ flavour, scope: 'comment' });
  const [addComment, { isLoading: sending }] = useAddCommentMutation();
  const asNote = desk && (internal || closed);
  const canWrite = desk || !closed;

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!text.trim() || uploads.busy) return;
    setSendError(null);
    const r = await addComment({ flavour, ticketId, text: text.trim(), attachments: uploads.refs, internal: asNote });
    if ('error' in r && r.error) {
      const info = describeError(r.error);
      // The spec's text first; a specific reason from the server (a closed ticket, a bad file) under it.
      setSendError(
        info.status && info.status < 500 && info.persian
          ? `${TICKET_UI_ERRORS.commentSend} ${info.message}`
          : TICKET_UI_ERRORS.commentSend,
      );
      return;
    }
    setText('');
    uploads.reset();
    setInternal(false);
    if (!desk) {
      setSize(CUSTOMER_COMMENT_PAGE_SIZE_AFTER_ADD);
      setPages(1);
    }
  }

  return (
    <section className={styles.thread} aria-labelledby={`comments-${ticketId}`}>
      <h2 id={`comments-${ticketId}`} className={styles.title}>
        {desk ? 'گفت‌وگو و یادداشت‌ها' : 'گفت‌وگو با پشتیبانی'}
      </h2>
      {canWrite ? (
        <form
          className={`${styles.form} ${asNote ? styles.noteForm : ''}`}
          onSubmit={submit}
          data-testid="comment-form"
        >
          <label className="label" htmlFor={`comment-text-${ticketId}`}>
            {asNote ? 'یادداشت داخلی (مشتری آن را نمی‌بیند)' : desk ? 'پیام به مشتری' : 'پیام شما'}
          </label>
          <textarea
            id={`comment-text-${ticketId}`}
            className={`input ${styles.textarea}`}
            value={text}
            onChange={(e) => setText(e.target.value)}
            rows={3}
            maxLength={2000}
            placeholder={asNote ? 'فقط تیم پشتیبانی این را می‌بیند…' : 'پیام خود را بنویسید…'}
            data-testid="comment-text"
          />
          <AttachmentPicker uploads={uploads} disabled={sending} />
          {desk && (
            <label className={styles.check}>
              <input
                type="checkbox"
                checked={asNote}
                disabled={closed}
                onChange={(e) => setInternal(e.target.checked)}
                data-testid="comment-internal"
              />
              یادداشت داخلی؛ برای مشتری نمایش داده نمی‌شود
            </label>
          )}
          {sendError && (
            <p className="field-error" role="alert" data-testid="comment-error">
              {sendError}
            </p>
          )}
          <div className={styles.actions}>
            <button
              type="submit"
              className="btn btn-primary"
              disabled={sending || uploads.busy || !text.trim()}
              data-testid="comment-submit"
            >
              {sending ? <Spinner label="در حال ارسال" /> : asNote ? 'ثبت یادداشت' : 'ارسال پیام'}
            </button>
            {uploads.busy && <span className={styles.wait}>منتظر پایان بارگذاری پیوست‌ها…</span>}
          </div>
        </form>
      ) : (
        <p className={styles.closed}>این درخواست بسته شده است و پیام جدید نمی‌پذیرد.</p>
      )}
      {Array.from({ length: pages }, (_, i) => (
        <CommentPage
          key={`${size}-${i + 1}`}
          ticketId={ticketId}
          flavour={flavour}
          page={i + 1}
          size={size}
          last={i + 1 === pages}
          onMore={() => setPages((p) => p + 1)}
        />
      ))}
    </section>
  );
}
