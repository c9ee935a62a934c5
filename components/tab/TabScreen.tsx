import dynamic from 'next/dynamic';
import Link from 'next/link';
import { useState } from 'react';
import type { TabLineView, TabView } from '@/lib/contracts/tab';
import { toPersianDigits } from '@/lib/digits';
import { tomanAmount } from '@/components/payment/checkout';
import { newCheckoutKey } from '@/lib/client/checkoutKey';
import { useAppDispatch, useAppSelector } from '@/store';
import { selectOnline } from '@/store/slices/uiSlice';
import { errorModal } from '@/store/slices/modalsSlice';
import { askConfirm } from '@/store/slices/confirmBus';
import { tabEventsUrl, useRemoveTabLineMutation, useSendRoundMutation } from '@/store/api/tab';
import { useEventSourceState } from '@/lib/client/eventSource';
import StatusBadge from '@/components/order/StatusBadge';
import LiveIndicator from '@/components/order/LiveIndicator';
import EmptyState from '@/components/ui/EmptyState';
import Spinner from '@/components/ui/Spinner';
import TabLines from './TabLines';
import { TAB_TEXT } from './text';
import styles from './Tab.module.css';

// The menu picker and the bill (split, pay) load when first opened: the tab's first screen stays light (issue 25).
const TabMenuSheet = dynamic(() => import('./TabMenuSheet'), { ssr: false });
const BillSheet = dynamic(() => import('./BillSheet'), { ssr: false });

/** The four-digit code friends type to join, shown big on every member's phone. */
function JoinCode({ code }: { code: string }) {
  return (
    <div className={styles.joinCode}>
      <span className={styles.joinLabel}>{TAB_TEXT.joinCode}</span>
      <strong className={styles.joinDigits} data-testid="tab-join-code-shown" data-code={code} dir="ltr">
        {toPersianDigits(code)}
      </strong>
      <span className={styles.joinHint}>{TAB_TEXT.joinCodeHint}</span>
    </div>
  );
}

/** A closed or canceled tab: said plainly, with the way back to the branch's menu. */
function Ended({ tab }: { tab: TabView }) {
  const closed = tab.status === 'closed';
  return (
    <EmptyState
      icon="receipt"
      title={closed ? TAB_TEXT.closedTitle : TAB_TEXT.canceledTitle}
      text={closed ? TAB_TEXT.closedText : TAB_TEXT.canceledText}
      action={{ href: `/menu/${tab.providerId}`, label: TAB_TEXT.toMenu }}
      testId="tab-ended"
    />
  );
}

/**
 * A table's shared tab on a member's phone (issue 27): who is at the table, this round's lines of every
 * member (each with its person), adding to one's own part from the menu, sending the round to the bar,
 * the rounds with their status from the board, the join code, and the bill. Live through the tab's stream.
 */
export default function TabScreen({ tab }: { tab: TabView }) {
  const dispatch = useAppDispatch();
  const meId = useAppSelector((s) => s.auth.user?._id ?? null);
  const online = useAppSelector(selectOnline);
  const live = useEventSourceState(tabEventsUrl(tab._id));
  const [menuOpen, setMenuOpen] = useState(false);
  const [billOpen, setBillOpen] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [removeLine, removing] = useRemoveTabLineMutation();
  const [sendRound, sending] = useSendRoundMutation();
  // One key per round being sent: a retried tap (or a lost answer) sends the same round once.
  const [roundKey, setRoundKey] = useState(() => newCheckoutKey());
  const table = toPersianDigits(tab.tableNumber);
  const open = tab.status === 'open';
  const draftCount = tab.drafts.reduce((n, l) => n + l.count, 0);
  const draftTotal = tab.drafts.reduce((n, l) => n + l.lineTotal, 0);

  const remove = async (line: TabLineView) => {
    try {
      await removeLine({ tabId: tab._id, lineId: line._id }).unwrap();
    } catch (err) {
      dispatch(errorModal(err));
    }
  };

  const send = async () => {
    const yes = await askConfirm(dispatch, {
      title: TAB_TEXT.sendRoundTitle,
      message: TAB_TEXT.sendRoundConfirm(toPersianDigits(draftCount)),
      confirmText: TAB_TEXT.sendRound,
    });
    if (!yes) return;
    try {
      await sendRound({ tabId: tab._id, key: roundKey, providerId: tab.providerId }).unwrap();
      setRoundKey(newCheckoutKey());
      setNotice(TAB_TEXT.sent);
    } catch (err) {
      dispatch(errorModal(err));
    }
  };

  return (
    <div className={styles.layout} data-testid="tab-screen" data-tab-id={tab._id} data-status={tab.status}>
      <section className={`card ${styles.block}`} aria-labelledby="tab-title">
        <div className={styles.head}>
          <div>
            <h1 id="tab-title" className={styles.title} data-testid="tab-table">
              {TAB_TEXT.title(table)}
            </h1>
            <p className={styles.branch}>{tab.providerName}</p>
          </div>
          {open && <LiveIndicator state={online ? live : 'reconnecting'} />}
        </div>
        {open && <JoinCode code={tab.joinCode} />}
        <h2 className={styles.subtitle}>{TAB_TEXT.members}</h2>
        <ul className={styles.members} aria-label={TAB_TEXT.members}>
          {tab.members.map((m) => (
            <li
              key={m.userId}
              className={styles.member}
              data-testid="tab-member"
              data-mine={m.userId === meId || undefined}
            >
              {m.userId === meId ? `${m.name} (${TAB_TEXT.you})` : m.name}
            </li>
          ))}
        </ul>
      </section>

      {!open && <Ended tab={tab} />}

      {open && (
        <section className={`card ${styles.block}`} aria-labelledby="tab-drafts">
          <h2 id="tab-drafts" className={styles.subtitle}>
            {TAB_TEXT.drafts}
          </h2>
          {tab.drafts.length === 0 ? (
            <p className={styles.muted}>{TAB_TEXT.noDrafts}</p>
          ) : (
            <TabLines
              lines={tab.drafts}
              meId={meId}
              onRemove={remove}
              removing={removing.isLoading ? removing.originalArgs?.lineId : null}
              testId="tab-draft"
            />
          )}
          {tab.drafts.length > 0 && (
            <p className={styles.sum}>
              <span>{TAB_TEXT.total}</span>
              <span>{tomanAmount(draftTotal)}</span>
            </p>
          )}
          <div className={styles.actions}>
            <button type="button" className="btn btn-outline" onClick={() => setMenuOpen(true)} data-testid="tab-add">
              {TAB_TEXT.addFromMenu}
            </button>
            <button
              type="button"
              className="btn btn-primary"
              onClick={send}
              disabled={tab.drafts.length === 0 || sending.isLoading}
              aria-busy={sending.isLoading || undefined}
              data-testid="tab-send-round"
            >
              {sending.isLoading && <Spinner label={TAB_TEXT.sendRound} />}
              {TAB_TEXT.sendRound}
            </button>
          </div>
          {notice && (
            <p className={styles.notice} role="status" data-testid="tab-notice">
              {notice}
            </p>
          )}
        </section>
      )}

      <section className={`card ${styles.block}`} aria-labelledby="tab-rounds">
        <h2 id="tab-rounds" className={styles.subtitle}>
          {TAB_TEXT.rounds}
        </h2>
        {tab.rounds.length === 0 ? (
          <p className={styles.muted}>{TAB_TEXT.noRounds}</p>
        ) : (
          <ol className={styles.rounds}>
            {tab.rounds.map((r, i) => (
              <li key={r._id} className={styles.round} data-testid="tab-round" data-order-id={r.orderId}>
                <div className={styles.roundHead}>
                  <strong>{TAB_TEXT.round(toPersianDigits(i + 1))}</strong>
                  <span className={styles.muted}>{TAB_TEXT.orderNo(toPersianDigits(r.number))}</span>
                  <StatusBadge status={r.status} testId="tab-round-status" />
                </div>
                <TabLines lines={r.lines} meId={meId} />
              </li>
            ))}
          </ol>
        )}
        <dl className={styles.totals}>
          <div>
            <dt>{TAB_TEXT.total}</dt>
            <dd data-testid="tab-total">{tomanAmount(tab.total)}</dd>
          </div>
          <div>
            <dt>{TAB_TEXT.paid}</dt>
            <dd data-testid="tab-paid">{tomanAmount(tab.paid)}</dd>
          </div>
          {open && (
            <div>
              <dt>{TAB_TEXT.unpaid}</dt>
              <dd data-testid="tab-unpaid">{tomanAmount(tab.unpaid)}</dd>
            </div>
          )}
        </dl>
        {open && tab.rounds.length > 0 && (
          <button
            type="button"
            className="btn btn-primary btn-block"
            onClick={() => setBillOpen(true)}
            data-testid="tab-bill"
          >
            {TAB_TEXT.bill}
          </button>
        )}
      </section>

      <Link href={`/menu/${tab.providerId}`} className={`btn btn-ghost ${styles.back}`}>
        {TAB_TEXT.toMenu}
      </Link>

      {menuOpen && <TabMenuSheet tab={tab} onClose={() => setMenuOpen(false)} />}
      {billOpen && <BillSheet tab={tab} meId={meId} onClose={() => setBillOpen(false)} />}
    </div>
  );
}
