import { useState, type FormEvent } from 'react';
import { describeError } from '@/api-client';
import type { TicketDetailView } from '@/lib/ticket-rules';
import Spinner from '@/components/ui/Spinner';
import AttachmentPicker from '@/components/ticket/AttachmentPicker';
import { useAttachmentUploads } from '@/components/ticket/useAttachmentUploads';
import { useChangeTicketStateMutation } from '@/store/api/ticket';
import styles from './Detail.module.css';

/**
 * The agent's answer: text and files. Sending it moves the ticket to «پاسخ داده شده» and the customer
 * gets an SMS. The ticket's state has one selector only, in the page's actions (DeskTicketDetail).
 */
export default function AnswerForm({ ticket }: { ticket: TicketDetailView }) {
  const [answer, setAnswer] = useState('');
  const [message, setMessage] = useState<{ tone: 'ok' | 'error'; text: string } | null>(null);
  const uploads = useAttachmentUploads({ flavour: 'internal', scope: 'ticket' });
  const [change, { isLoading }] = useChangeTicketStateMutation();

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (uploads.busy) return;
    const text = answer.trim();
    if (!text) {
      setMessage({ tone: 'error', text: 'ابتدا متن پاسخ را بنویسید.' });
      return;
    }
    setMessage(null);
    const r = await change({
      ticketId: ticket._id,
      state: 'answered',
      answer: text,
      answerAttachments: uploads.refs,
      flavour: 'internal',
    });
    if ('error' in r && r.error) {
      setMessage({ tone: 'error', text: describeError(r.error).message });
      return;
    }
    setAnswer('');
    uploads.reset();
    setMessage({ tone: 'ok', text: 'پاسخ ثبت شد و برای مشتری پیامک فرستاده شد.' });
  }

  return (
    <form
      className={`card ${styles.answerForm}`}
      onSubmit={submit}
      aria-labelledby="answer-form-heading"
      data-testid="answer-form"
    >
      <h2 id="answer-form-heading" className={styles.sectionTitle}>
        {ticket.answer ? 'ویرایش پاسخ' : 'پاسخ به درخواست'}
      </h2>
      <label className="sr-only" htmlFor="answer-text">
        متن پاسخ
      </label>
      <textarea
        id="answer-text"
        className={`input ${styles.answerText}`}
        rows={5}
        maxLength={4000}
        value={answer}
        onChange={(e) => setAnswer(e.target.value)}
        placeholder={
          ticket.answer ? 'پاسخ جدید جایگزین پاسخ قبلی می‌شود…' : 'پاسخ شما برای مشتری نمایش داده و پیامک می‌شود…'
        }
        data-testid="answer-text"
      />
      <AttachmentPicker uploads={uploads} disabled={isLoading} label="پیوست پاسخ" />
      <div className={styles.answerRow}>
        <p className={styles.hint}>با ارسال پاسخ، وضعیت درخواست «پاسخ داده شده» می‌شود.</p>
        <button
          type="submit"
          className="btn btn-primary"
          disabled={isLoading || uploads.busy || !answer.trim()}
          data-testid="answer-submit"
        >
          {isLoading ? <Spinner label="در حال ثبت" /> : 'ارسال پاسخ'}
        </button>
      </div>
      {message && (
        <p
          className={message.tone === 'ok' ? styles.ok : 'field-error'}
          role={message.tone === 'ok' ? 'status' : 'alert'}
          data-testid="answer-message"
        >
          {message.text}
        </p>
      )}
    </form>
  );
}
