import Link from 'next/link';
import { useRouter } from 'next/router';
import { describeError, persianOr } from '@/api-client';
import { jalaliDateTime } from '@/lib/jalali';
import { TICKET_UI_ERRORS } from '@/lib/messages/ticket';
import NoResult from '@/components/ui/NoResult';
import Spinner from '@/components/ui/Spinner';
import LoginPrompt from '@/components/ui/LoginPrompt';
import { useAppDispatch, useAppSelector } from '@/store';
import { useChangeTicketStateMutation, useDeleteTicketMutation, useMyTicketQuery } from '@/store/api/ticket';
import { askConfirm } from '@/store/slices/confirmBus';
import { openModal, errorModal } from '@/store/slices/modalsSlice';
import AttachmentList from './AttachmentList';
import BackLink from './BackLink';
import CommentThread from './CommentThread';
import { RatingForm, RatingView } from './Rating';
import TicketSummary from './TicketSummary';
import styles from './TicketDetail.module.css';

/** /userTicket/{id}: the customer's ticket with the answer, the thread, closing, rating and deleting. */
export default function MyTicketDetail({ ticketId }: { ticketId: string }) {
  const router = useRouter();
  const dispatch = useAppDispatch();
  const authState = useAppSelector((s) => s.auth.state);
  const {
    data: ticket,
    error,
    isLoading,
    refetch,
    isFetching,
  } = useMyTicketQuery(ticketId, { skip: authState !== 'user' || !ticketId });
  const [changeState, closing] = useChangeTicketStateMutation();
  const [remove, removing] = useDeleteTicketMutation();

  if (authState === 'guest') return <LoginPrompt text="برای دیدن این درخواست پشتیبانی وارد حساب کاربری خود شوید." />;
  if (authState === 'unknown' || isLoading) {
    return (
      <div className={styles.loading}>
        <Spinner label="در حال بارگذاری درخواست" />
      </div>
    );
  }
  if (error || !ticket) {
    const info = describeError(error);
    const notFound = info.status === 404;
    return (
      <div className="card">
        <NoResult
          title={notFound ? persianOr(error, TICKET_UI_ERRORS.ticketNotFound) : info.message}
          action={
            notFound ? (
              <Link href="/userTicket" className="btn btn-primary">
                درخواست‌های من
              </Link>
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

  async function close() {
    const ok = await askConfirm(dispatch, {
      title: 'بستن درخواست',
      message: 'مشکل شما حل شده است؟ پس از بستن، پیام جدیدی نمی‌توانید بفرستید ولی می‌توانید به پاسخ امتیاز دهید.',
      confirmText: 'بله، ببند',
    });
    if (!ok) return;
    const r = await changeState({ ticketId, state: 'closed', flavour: 'external' });
    if ('error' in r && r.error) dispatch(errorModal(r.error));
  }

  async function destroy() {
    const ok = await askConfirm(dispatch, {
      title: 'حذف درخواست',
      message: 'این درخواست و همه پیام‌ها و پیوست‌هایش برای همیشه حذف می‌شود.',
      confirmText: 'حذف',
      danger: true,
    });
    if (!ok) return;
    const r = await remove({ ticketId, flavour: 'external' });
    if ('error' in r && r.error) {
      dispatch(openModal({ type: 'error', props: { message: persianOr(r.error, TICKET_UI_ERRORS.deleteFailed) } }));
      return;
    }
    void router.push('/userTicket');
  }

  return (
    <div className={styles.stack}>
      <BackLink href="/userTicket">درخواست‌های من</BackLink>
      <TicketSummary ticket={ticket} />

      <section
        className={`card ${styles.answer} ${ticket.answer ? styles.hasAnswer : ''}`}
        aria-labelledby="answer-heading"
        data-testid="ticket-answer"
      >
        <h2 id="answer-heading" className={styles.sectionTitle}>
          پاسخ پشتیبانی
        </h2>
        {ticket.answer ? (
          <>
            {ticket.answeredAt && (
              <time className={styles.when} dateTime={ticket.answeredAt}>
                {jalaliDateTime(ticket.answeredAt)}
              </time>
            )}
            <p className={styles.answerText} dir="auto">
              {ticket.answer}
            </p>
            <AttachmentList attachments={ticket.answerAttachments} label="پیوست‌های پاسخ" />
          </>
        ) : (
          <p className={styles.waiting}>
            {ticket.state === 'closed'
              ? 'این درخواست بدون پاسخ بسته شد.'
              : 'درخواست شما ثبت شده و کارشناسان پشتیبانی به زودی پاسخ می‌دهند.'}
          </p>
        )}
      </section>

      {ticket.state === 'closed' && (
        <section className={`card ${styles.block}`} aria-label="امتیاز">
          {ticket.rating !== null ? (
            <>
              <h2 className={styles.sectionTitle}>امتیاز شما</h2>
              <RatingView rating={ticket.rating} comment={ticket.ratingComment} />
            </>
          ) : (
            <RatingForm ticketId={ticket._id} />
          )}
        </section>
      )}

      <CommentThread ticketId={ticket._id} flavour="external" closed={ticket.state === 'closed'} />

      <div className={styles.footerActions}>
        {ticket.state !== 'closed' && (
          <button
            type="button"
            className="btn btn-outline"
            onClick={() => void close()}
            disabled={closing.isLoading}
            data-testid="close-ticket"
          >
            مشکلم حل شد، درخواست را ببند
          </button>
        )}
        <button
          type="button"
          className={`btn btn-ghost ${styles.danger}`}
          onClick={() => void destroy()}
          disabled={removing.isLoading}
          data-testid="delete-ticket"
        >
          حذف درخواست
        </button>
      </div>
    </div>
  );
}
