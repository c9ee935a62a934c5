import { useState, type FormEvent } from 'react';
import { describeError } from '@/api-client';
import { TICKET_STATES, TICKET_STATE_LABELS, type TicketDetailView, type TicketState } from '@/lib/ticket-rules';
import Spinner from '@/components/ui/Spinner';
import AttachmentPicker from '@/components/ticket/AttachmentPicker';
import { useAttachmentUploads } from '@/components/ticket/useAttachmentUploads';
import { useChangeTicketStateMutation } from '@/store/api/ticket';
import styles from './Detail.module.css';

/**
 * The agent's answer: text, files and the state it moves the ticket to (answered by default). The
 * customer gets an SMS when it is sent. Sending without text only changes the state.
 */
export default function AnswerForm({ ticket }: { ticket: TicketDetailView }) {
  const [answer, setAnswer] = useState('');
  const [state, setState] = useState<TicketState>('answered');
  const [message, setMessage] = useState<{ tone: 'ok' | 'error'; text: string } | null>(null);
  const uploads = useAttachmentUploads({ flavour: 'internal', scope: 'ticket' });
  const [change, { isLoading }] = useChangeTicketStateMutation();

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (uploads.busy) return;
    const text = answer.trim();
    if (state === 'answered' && !text && !ticket.answer) {
      setMessage({ tone: 'error', text: 'برای «پاسخ داده شده» ابتدا متن پاسخ را بنویسید.' });
      return;
    }
    setMessage(null);
    const r = await change({ ticketId: ticket._id, state, answer: text || undefined, answerAttachments: uploads.refs, flavour: 'internal' });
    if ('error' in r && r.error) {
      setMessage({ tone: 'error', text: describeError(r.error).message });
      return;
    }
    setAnswer('');
    uploads.reset();
    setMessage({ tone: 'ok', text: text ? 'پاسخ ثبت شد و برای مشتری پیامک فرستاده شد.' : `وضعیت به «${TICKET_STATE_LABELS[state]}» تغییر کرد.` });
  }

  return (
    <form className={`card ${styles.answerForm}`} onSubmit={submit} aria-labelledby="answer-form-heading" data-testid="answer-form">
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
        placeholder={ticket.answer ? 'پاسخ جدید جایگزین پاسخ قبلی می‌شود…' : 'پاسخ شما برای مشتری نمایش داده و پیامک می‌شود…'}
        data-testid="answer-text"
      />
      <AttachmentPicker uploads={uploads} disabled={isLoading} label="پیوست پاسخ" />
      <div className={styles.answerRow}>
        <label className={styles.inline} htmlFor="answer-state">
          وضعیت پس از ارسال
          <select id="answer-state" className="input" value={state} onChange={(e) => setState(e.target.value as TicketState)} data-testid="answer-state">
            {TICKET_STATES.map((s) => (
              <option key={s} value={s}>
                {TICKET_STATE_LABELS[s]}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className="btn btn-primary" disabled={isLoading || uploads.busy || (state === 'answered' && !answer.trim() && !ticket.answer)} data-testid="answer-submit">
          {isLoading ? <Spinner label="در حال ثبت" /> : answer.trim() ? 'ارسال پاسخ' : 'ثبت وضعیت'}
        </button>
      </div>
      {message && (
        <p className={message.tone === 'ok' ? styles.ok : 'field-error'} role={message.tone === 'ok' ? 'status' : 'alert'} data-testid="answer-message">
          {message.text}
        </p>
      )}
    </form>
  );
}
