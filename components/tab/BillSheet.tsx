import { useState, type FormEvent } from 'react';
import Modal from '@/components/ui/Modal';
import Spinner from '@/components/ui/Spinner';
import PriceBreakdown from '@/components/ui/PriceBreakdown';
import { describeError } from '@/api-client';
import type { TabShareView, TabSplitMode, TabView } from '@/lib/contracts/tab';
import { toLatinDigits, toPersianDigits } from '@/lib/digits';
import { formatAmount } from '@/lib/money';
import { useSplitTabMutation } from '@/store/api/tab';
import TabLines from './TabLines';
import PayShareSheet from './PayShareSheet';
import { shareTitle } from './share-title';
import { BILL_TEXT, TAB_TEXT } from './text';
import styles from './Tab.module.css';

const MODES: { mode: TabSplitMode; title: string; hint: string }[] = [
  { mode: 'items', title: BILL_TEXT.modeItems, hint: BILL_TEXT.modeItemsHint },
  { mode: 'equal', title: BILL_TEXT.modeEqual, hint: BILL_TEXT.modeEqualHint },
  { mode: 'custom', title: BILL_TEXT.modeCustom, hint: BILL_TEXT.modeCustomHint },
];

const amountOf = (text: string) => {
  const n = Number(toLatinDigits(text).replace(/[^0-9]/g, ''));
  return Number.isFinite(n) ? n : 0;
};

/**
 * «صورت‌حساب» (issue 27): every round with every person's lines, the total and what is paid; the split
 * (each their own lines, equal among N, or custom amounts with a running remainder) and its shares, each
 * paid on a phone by its owner or by a friend.
 */
export default function BillSheet({ tab, meId, onClose }: { tab: TabView; meId: string | null; onClose: () => void }) {
  const [split, splitting] = useSplitTabMutation();
  const [mode, setMode] = useState<TabSplitMode>(tab.splitMode ?? 'items');
  const [count, setCount] = useState(String(Math.max(2, tab.members.length)));
  const [custom, setCustom] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const [paying, setPaying] = useState<{ share: TabShareView; label: string } | null>(null);
  const [paidNote, setPaidNote] = useState<string | null>(null);
  const customSum = tab.members.reduce((n, m) => n + amountOf(custom[m.userId] ?? ''), 0);
  const remainder = tab.unpaid - customSum;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    setPaidNote(null);
    const n = Number(toLatinDigits(count));
    if (mode === 'custom' && remainder !== 0) {
      setError(
        remainder > 0
          ? BILL_TEXT.remainder(formatAmount(remainder))
          : BILL_TEXT.remainderOver(formatAmount(-remainder)),
      );
      return;
    }
    try {
      await split({
        tabId: tab._id,
        mode,
        ...(mode === 'equal' ? { count: n } : {}),
        ...(mode === 'custom'
          ? {
              amounts: tab.members
                .map((m) => ({ amount: amountOf(custom[m.userId] ?? ''), userId: m.userId }))
                .filter((a) => a.amount > 0),
            }
          : {}),
      }).unwrap();
    } catch (err) {
      setError(describeError(err).message);
    }
  };

  if (paying)
    return (
      <PayShareSheet
        tabId={tab._id}
        share={paying.share}
        label={paying.label}
        onClose={() => setPaying(null)}
        onPaid={() => {
          setPaying(null);
          setPaidNote(BILL_TEXT.sharePaid);
        }}
      />
    );

  const open = tab.status === 'open';
  return (
    <Modal title={BILL_TEXT.title} onClose={onClose}>
      <div className={styles.bill} data-testid="tab-bill-sheet">
        {tab.rounds.length === 0 && <p className={styles.muted}>{BILL_TEXT.noRounds}</p>}
        {tab.rounds.map((r, i) => (
          <section key={r._id} className={styles.billRound} aria-label={TAB_TEXT.round(toPersianDigits(i + 1))}>
            <h3 className={styles.billRoundTitle}>
              {TAB_TEXT.round(toPersianDigits(i + 1))} · {TAB_TEXT.orderNo(toPersianDigits(r.number))}
              <span>{formatAmount(r.total)}</span>
            </h3>
            <TabLines lines={r.lines} meId={meId} testId="bill-line" />
          </section>
        ))}
        <PriceBreakdown
          boxed
          rows={[
            { label: TAB_TEXT.total, amount: tab.total, testId: 'bill-total' },
            { label: TAB_TEXT.paid, amount: tab.paid, kind: 'discount', testId: 'bill-paid' },
            { label: TAB_TEXT.unpaid, amount: tab.unpaid, kind: 'total', testId: 'bill-unpaid' },
          ]}
        />

        {open && tab.unpaid > 0 && (
          <form className={styles.split} onSubmit={submit} noValidate data-testid="tab-split">
            <fieldset className={styles.modes}>
              <legend className={styles.subtitle}>{BILL_TEXT.split}</legend>
              {MODES.map((m) => (
                <label key={m.mode} className={styles.mode} data-testid={`split-${m.mode}`}>
                  <input type="radio" name="split-mode" checked={mode === m.mode} onChange={() => setMode(m.mode)} />
                  <span>
                    <strong>{m.title}</strong>
                    <span className={styles.modeHint}>{m.hint}</span>
                  </span>
                </label>
              ))}
            </fieldset>
            {mode === 'equal' && (
              <label className={styles.field}>
                {BILL_TEXT.people}
                <input
                  className="input"
                  inputMode="numeric"
                  value={toPersianDigits(count)}
                  onChange={(e) =>
                    setCount(
                      toLatinDigits(e.target.value)
                        .replace(/[^0-9]/g, '')
                        .slice(0, 2),
                    )
                  }
                  data-testid="split-count"
                />
              </label>
            )}
            {mode === 'custom' && (
              <div className={styles.customRows}>
                {tab.members.map((m) => (
                  <label key={m.userId} className={styles.field}>
                    {BILL_TEXT.customAmount(m.userId === meId ? TAB_TEXT.you : m.name)}
                    <input
                      className="input"
                      inputMode="numeric"
                      dir="ltr"
                      value={custom[m.userId] ? toPersianDigits(custom[m.userId]) : ''}
                      placeholder="۰"
                      onChange={(e) =>
                        setCustom((c) => ({ ...c, [m.userId]: toLatinDigits(e.target.value).replace(/[^0-9]/g, '') }))
                      }
                      data-testid="split-amount"
                    />
                  </label>
                ))}
                <p
                  className={remainder === 0 ? styles.ok : styles.muted}
                  aria-live="polite"
                  data-testid="split-remainder"
                >
                  {remainder === 0
                    ? BILL_TEXT.remainderDone
                    : remainder > 0
                      ? BILL_TEXT.remainder(formatAmount(remainder))
                      : BILL_TEXT.remainderOver(formatAmount(-remainder))}
                </p>
              </div>
            )}
            {error && (
              <p className="field-error" role="alert" data-testid="split-error">
                {error}
              </p>
            )}
            <button
              type="submit"
              className="btn btn-outline btn-block"
              disabled={splitting.isLoading}
              aria-busy={splitting.isLoading || undefined}
              data-testid="split-submit"
            >
              {splitting.isLoading && <Spinner label={BILL_TEXT.doSplit} />}
              {BILL_TEXT.doSplit}
            </button>
          </form>
        )}

        {tab.shares.length > 0 && (
          <section aria-labelledby="bill-shares">
            <h3 id="bill-shares" className={styles.subtitle}>
              {BILL_TEXT.shares}
            </h3>
            <ul className={styles.shares}>
              {tab.shares.map((s, i) => {
                const title = shareTitle(s, i, tab);
                const settled = s.paid >= s.amount || s.status === 'paid';
                const mine = s.userId === meId;
                return (
                  <li
                    key={s._id}
                    className={styles.share}
                    data-testid="tab-share"
                    data-mine={mine || undefined}
                    data-paid={settled}
                  >
                    <span className={styles.shareName}>{mine ? BILL_TEXT.mine : title}</span>
                    <span className={styles.shareAmount}>{formatAmount(s.amount)}</span>
                    {settled ? (
                      <span className={`badge ${styles.paidBadge}`}>{BILL_TEXT.sharePaid}</span>
                    ) : open ? (
                      <button
                        type="button"
                        className={`btn btn-sm ${mine ? 'btn-primary' : 'btn-outline'}`}
                        onClick={() =>
                          setPaying({ share: s, label: mine ? BILL_TEXT.payMine : BILL_TEXT.payFor(title) })
                        }
                        data-testid="share-pay"
                      >
                        {mine ? BILL_TEXT.payMine : BILL_TEXT.payShare}
                      </button>
                    ) : (
                      <span className={styles.muted}>{BILL_TEXT.shareOpen}</span>
                    )}
                  </li>
                );
              })}
            </ul>
          </section>
        )}
        {paidNote && (
          <p className={styles.notice} role="status" data-testid="share-paid-note">
            {paidNote}
          </p>
        )}
        {tab.unpaid === 0 && tab.total > 0 && <p className={styles.ok}>{BILL_TEXT.nothingToPay}</p>}
      </div>
    </Modal>
  );
}
