import Link from 'next/link';
import { useRouter } from 'next/router';
import { useEffect, useState } from 'react';
import { describeError, persianOr } from '@/api-client';
import { jalaliDateTime, tehranIsoDate } from '@/lib/jalali';
import { toPersianDigits } from '@/lib/digits';
import { TICKET_UI_ERRORS } from '@/lib/messages/ticket';
import { TICKET_STATES, TICKET_STATE_LABELS, type TicketState } from '@/lib/ticket-rules';
import Spinner from '@/components/ui/Spinner';
import NoResult from '@/components/ui/NoResult';
import AttachmentList from '@/components/ticket/AttachmentList';
import BackLink from '@/components/ticket/BackLink';
import CommentThread from '@/components/ticket/CommentThread';
import { RatingView } from '@/components/ticket/Rating';
import TicketSummary from '@/components/ticket/TicketSummary';
import { useNow } from '@/components/ticket/format';
import { useAppDispatch } from '@/store';
import { useChangeTicketStateMutation, useDeleteTicketMutation, useDeskTicketQuery } from '@/store/api/ticket';
import { askConfirm } from '@/store/slices/confirmBus';
import { openModal, errorModal } from '@/store/slices/modalsSlice';
import { selectTicket } from '@/store/slices/ticketsSlice';
import AnswerForm from './AnswerForm';
import CustomerContext from './CustomerContext';
import History from './History';
import ReferModal from './ReferModal';
import UserNotes from './UserNotes';
import { DueCell } from './TicketDesk';
import styles from './Detail.module.css';

/**
 * /panel/ticket/{id}: the agent reads a ticket, answers it, moves its state, refers or deletes it. A
 * branch admin (`team` false) reads, answers and moves the tickets of their branch or referred to them;
 * referring, deleting, notes about users and the menu availability stay with the support team (D30).
 */
export default function DeskTicketDetail({ ticketId, team = true }: { ticketId: string; team?: boolean }) {
  const router = useRouter();
  const dispatch = useAppDispatch();
  const now = useNow();
  const { data: ticket, error, isLoading, refetch, isFetching } = useDeskTicketQuery(ticketId, { skip: !ticketId });
  const [changeState, changing] = useChangeTicketStateMutation();
  const [remove, removing] = useDeleteTicketMutation();
  const [referOpen, setReferOpen] = useState(false);

  useEffect(() => {
    if (ticketId) dispatch(selectTicket(ticketId));
  }, [dispatch, ticketId]);

  if (isLoading) {
    return (
      <div className={styles.loading}>
        <Spinner label="در حال بارگذاری درخواست" />
      </div>
    );
  }
  if (error || !ticket) {
    const info = describeError(error);
    return (
      <div className="card">
        <NoResult
          title={info.status === 404 ? persianOr(error, TICKET_UI_ERRORS.ticketNotFound) : info.message}
          action={
            info.status === 404 ? (
              <BackLink href="/panel/ticket">میز پشتیبانی</BackLink>
            ) : (
              <button type="button" className="btn btn-primary" onClick={() => void refetch()} disabled={isFetching}>
                تلاش دوباره
              </button>
            )
          }
        />
      </div>
    );
  }

  async function move(state: TicketState) {
    if (!ticket || state === ticket.state) return;
    const r = await changeState({ ticketId: ticket._id, state, flavour: 'internal' });
    if ('error' in r && r.error) dispatch(errorModal(r.error));
  }

  async function destroy() {
    if (!ticket) return;
    const ok = await askConfirm(dispatch, {
      title: 'حذف درخواست',
      message: `درخواست «${ticket.subject}» با همه پیام‌ها و پیوست‌هایش حذف می‌شود.`,
      confirmText: 'حذف',
      danger: true,
    });
    if (!ok) return;
    const r = await remove({ ticketId: ticket._id, flavour: 'internal' });
    if ('error' in r && r.error) {
      dispatch(openModal({ type: 'error', props: { message: persianOr(r.error, TICKET_UI_ERRORS.deleteFailed) } }));
      return;
    }
    dispatch(selectTicket(null));
    void router.push('/panel/ticket');
  }

  return (
    <div className={styles.layout}>
      <div className={styles.main}>
        <BackLink href="/panel/ticket">میز پشتیبانی</BackLink>
        <TicketSummary
          ticket={ticket}
          extra={
            <div>
              <dt>مهلت اولین پاسخ</dt>
              <dd>
                <DueCell t={ticket} now={now} />
              </dd>
            </div>
          }
        />
        {ticket.answer && (
          <section
            className={`card ${styles.currentAnswer}`}
            aria-labelledby="current-answer"
            data-testid="ticket-answer"
          >
            <h2 id="current-answer" className={styles.sectionTitle}>
              پاسخ ثبت‌شده
            </h2>
            {ticket.answeredAt && <time className={styles.hint}>{jalaliDateTime(ticket.answeredAt)}</time>}
            <p className={styles.answerBody} dir="auto">
              {ticket.answer}
            </p>
            <AttachmentList attachments={ticket.answerAttachments} label="پیوست‌های پاسخ" />
          </section>
        )}
        <AnswerForm ticket={ticket} />
        {ticket.rating !== null && (
          <section className={`card ${styles.side}`}>
            <h2 className={styles.sideTitle}>امتیاز مشتری</h2>
            <RatingView rating={ticket.rating} comment={ticket.ratingComment} />
          </section>
        )}
        <CommentThread ticketId={ticket._id} flavour="internal" closed={ticket.state === 'closed'} />
      </div>

      <aside className={styles.aside} aria-label="اطلاعات و اقدام‌ها">
        {team && ticket.providerId && (
          <section className={`card ${styles.side}`}>
            <h2 className={styles.sideTitle}>منوی شعبه</h2>
            <Link
              className="btn btn-outline btn-sm"
              href={{
                pathname: '/panel/ticket/availability',
                query: { providerId: ticket.providerId, date: tehranIsoDate(ticket.createdAt) },
              }}
            >
              موجودی منو در روز ثبت درخواست
            </Link>
          </section>
        )}
        <section className={`card ${styles.side}`}>
          <h2 className={styles.sideTitle}>{ticket.external ? 'مشتری' : 'ثبت‌کننده'}</h2>
          <p className={styles.person}>{ticket.userName}</p>
          {ticket.userPhone && (
            <a className={`ltr ${styles.phone}`} href={`tel:${ticket.userPhone}`}>
              {toPersianDigits(ticket.userPhone.replace(/^\+98/, '0'))}
            </a>
          )}
        </section>

        <section className={`card ${styles.side}`}>
          <h2 className={styles.sideTitle}>اقدام‌ها</h2>
          <label className={styles.inline} htmlFor="state-select">
            وضعیت
            <select
              id="state-select"
              className="input"
              value={ticket.state}
              onChange={(e) => void move(e.target.value as TicketState)}
              disabled={changing.isLoading}
              data-testid="state-select"
            >
              {TICKET_STATES.map((s) => (
                <option key={s} value={s} disabled={s === 'answered' && !ticket.answer}>
                  {TICKET_STATE_LABELS[s]}
                </option>
              ))}
            </select>
          </label>
          <p className={styles.hint}>کارشناس: {ticket.responderName ?? 'ارجاع نشده'}</p>
          {team && (
            <>
              <button
                type="button"
                className="btn btn-outline btn-block"
                onClick={() => setReferOpen(true)}
                data-testid="refer-open"
              >
                ارجاع به کارشناس
              </button>
              <button
                type="button"
                className={`btn btn-ghost btn-block ${styles.danger}`}
                onClick={() => void destroy()}
                disabled={removing.isLoading}
                data-testid="desk-delete"
              >
                حذف درخواست
              </button>
            </>
          )}
        </section>

        <CustomerContext ticket={ticket} />

        {team && <UserNotes userId={ticket.userId} />}

        <section className={`card ${styles.side}`}>
          <h2 className={styles.sideTitle}>تاریخچه</h2>
          <History events={ticket.events} />
        </section>
      </aside>
      {referOpen && (
        <ReferModal ticketId={ticket._id} currentId={ticket.responderId} onClose={() => setReferOpen(false)} />
      )}
    </div>
  );
}
