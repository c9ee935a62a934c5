import type { ReactNode } from 'react';
import { jalaliDateTime } from '@/lib/jalali';
import { SUPPORT_TYPE_LABELS, TICKET_TYPE_LABELS } from '@/lib/ticket-rules';
import type { TicketView } from '@/lib/contracts/ticket/views';
import AttachmentList from './AttachmentList';
import { PriorityBadge, StateBadge } from './StateBadge';
import { ticketNumberFa } from './format';
import styles from './TicketSummary.module.css';

/** The top of a ticket's page: number, subject, state, the facts, the description and its files. */
export default function TicketSummary({ ticket, extra }: { ticket: TicketView; extra?: ReactNode }) {
  return (
    <article className={`card ${styles.card}`} aria-labelledby="ticket-subject-heading">
      <div className={styles.top}>
        <span className={styles.number}>{ticketNumberFa(ticket.number)}</span>
        <StateBadge state={ticket.state} />
        <PriorityBadge priority={ticket.priority} />
        {!ticket.external && <span className={styles.internalTag}>داخلی</span>}
      </div>
      <h1 id="ticket-subject-heading" className={styles.subject} dir="auto">
        {ticket.subject}
      </h1>
      <dl className={styles.meta}>
        <div>
          <dt>نوع</dt>
          <dd>{TICKET_TYPE_LABELS[ticket.type]}</dd>
        </div>
        <div>
          <dt>بخش</dt>
          <dd>{SUPPORT_TYPE_LABELS[ticket.supportType]}</dd>
        </div>
        <div>
          <dt>شعبه</dt>
          <dd>{ticket.provider ?? 'همه شعبه‌ها'}</dd>
        </div>
        <div>
          <dt>ثبت</dt>
          <dd>
            <time dateTime={ticket.createdAt}>{jalaliDateTime(ticket.createdAt)}</time>
          </dd>
        </div>
        {extra}
      </dl>
      <p className={styles.description} dir="auto">
        {ticket.description}
      </p>
      <AttachmentList attachments={ticket.attachments} label="پیوست‌های درخواست" />
    </article>
  );
}
