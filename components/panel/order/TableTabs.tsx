import { useState } from 'react';
import { describeError } from '@/api-client';
import type { TabEventData, TabView } from '@/lib/contracts/tab';
import { toPersianDigits } from '@/lib/digits';
import { formatAmount } from '@/lib/money';
import { newCheckoutKey } from '@/lib/client/checkoutKey';
import { useEventSource } from '@/lib/client/eventSource';
import { useAppDispatch } from '@/store';
import { askConfirm } from '@/store/slices/confirmBus';
import { errorModal } from '@/store/slices/modalsSlice';
import { branchOrdersUrl, useOrderTablesQuery, usePaymentMethodsQuery } from '@/store/api/order';
import {
  tabApi,
  useCancelTabMutation,
  useCloseTabMutation,
  useMoveTabMutation,
  useProviderTabsQuery,
  useSendRoundMutation,
  useStaffPayShareMutation,
} from '@/store/api/tab';
import StatusBadge from '@/components/order/StatusBadge';
import TabLines from '@/components/tab/TabLines';
import { shareTitle } from '@/components/tab/share-title';
import tabStyles from '@/components/tab/Tab.module.css';
import styles from './TableTabs.module.css';

/** The card's open form: move, close, or take one share (its id) at the counter. */
type Panel = 'move' | 'close' | { share: string } | null;

/** The branch's active payment methods to take money at the counter with (closing a tab, paying a share). */
function MethodSelect({
  providerId,
  label,
  value,
  onChange,
  testId,
}: {
  providerId: string;
  label: string;
  value: string;
  onChange: (id: string) => void;
  testId: string;
}) {
  const methods = usePaymentMethodsQuery(providerId);
  return (
    <label className={styles.field}>
      {label}
      <select className="input" value={value} onChange={(e) => onChange(e.target.value)} data-testid={testId}>
        <option value="">انتخاب روش پرداخت</option>
        {(methods.data?.paymentMethods ?? [])
          .filter((m) => m.active)
          .map((m) => (
            <option key={m._id} value={m._id}>
              {m.title}
            </option>
          ))}
      </select>
    </label>
  );
}

/** One open tab on the board: table, code, people, rounds, paid and unpaid, and the staff's actions. */
function TabCard({ tab, busyTables }: { tab: TabView; busyTables: Set<string> }) {
  const dispatch = useAppDispatch();
  const providerId = tab.providerId;
  const [panel, setPanel] = useState<Panel>(null);
  const [tableId, setTableId] = useState('');
  const [methodId, setMethodId] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [roundKey, setRoundKey] = useState(() => newCheckoutKey());
  const tables = useOrderTablesQuery(providerId, { skip: panel !== 'move' });
  const [sendRound, sending] = useSendRoundMutation();
  const [moveTab, moving] = useMoveTabMutation();
  const [closeTab, closing] = useCloseTabMutation();
  const [cancelTab, canceling] = useCancelTabMutation();
  const [staffPay, paying] = useStaffPayShareMutation();
  const busy = sending.isLoading || moving.isLoading || closing.isLoading || canceling.isLoading || paying.isLoading;
  const payingShare = panel && typeof panel === 'object' ? tab.shares.find((s) => s._id === panel.share) : undefined;
  const table = toPersianDigits(tab.tableNumber);
  const draftCount = tab.drafts.reduce((n, l) => n + l.count, 0);

  const toggle = (next: Panel) => {
    setError(null);
    setMethodId('');
    setPanel(next);
  };

  const run = async (work: () => Promise<unknown>) => {
    setError(null);
    try {
      await work();
      setPanel(null);
    } catch (err) {
      setError(describeError(err).message);
    }
  };

  const send = async () => {
    const yes = await askConfirm(dispatch, {
      title: `ارسال دور میز ${table}`,
      message: `${toPersianDigits(draftCount)} قلم انتخاب‌شده افراد میز ${table} به‌عنوان یک سفارش ثبت می‌شود.`,
      confirmText: 'ارسال دور',
    });
    if (!yes) return;
    await run(async () => {
      await sendRound({ tabId: tab._id, key: roundKey, providerId }).unwrap();
      setRoundKey(newCheckoutKey());
    });
  };

  const cancel = async () => {
    const yes = await askConfirm(dispatch, {
      title: `لغو سفارش میز ${table}`,
      message:
        tab.paid > 0
          ? `سفارش این میز لغو می‌شود و ${formatAmount(tab.paid)} پرداخت‌شده به کیف پول پرداخت‌کنندگان برمی‌گردد.`
          : 'سفارش این میز لغو می‌شود.',
      confirmText: 'لغو سفارش میز',
      cancelText: 'بازگشت',
      danger: true,
    });
    if (!yes) return;
    try {
      await cancelTab({ tabId: tab._id, providerId }).unwrap();
    } catch (err) {
      dispatch(errorModal(err));
    }
  };

  return (
    <article
      className={`card ${styles.card}`}
      data-testid="board-tab"
      data-tab-id={tab._id}
      data-table={tab.tableNumber}
    >
      <header className={styles.head}>
        <h3 className={styles.table}>میز {table}</h3>
        <span className={styles.code}>
          کد پیوستن{' '}
          <strong dir="ltr" data-testid="board-tab-code">
            {toPersianDigits(tab.joinCode)}
          </strong>
        </span>
      </header>
      <p className={styles.people} data-testid="board-tab-people">
        {tab.members.map((m) => m.name).join('، ')}
      </p>
      {tab.rounds.length > 0 && (
        <ol className={styles.rounds}>
          {tab.rounds.map((r, i) => (
            <li key={r._id} className={styles.round} data-testid="board-tab-round">
              <div className={styles.roundHead}>
                <span>
                  دور {toPersianDigits(i + 1)} · سفارش #{toPersianDigits(r.number)}
                </span>
                <StatusBadge status={r.status} testId="board-tab-round-status" />
              </div>
              <TabLines lines={r.lines} meId={null} testId="board-tab-line" />
            </li>
          ))}
        </ol>
      )}
      {tab.drafts.length > 0 && (
        <p className={styles.drafts}>{toPersianDigits(draftCount)} قلم انتخاب‌شده، هنوز ارسال نشده</p>
      )}
      <dl className={styles.money}>
        <div>
          <dt>جمع</dt>
          <dd>{formatAmount(tab.total)}</dd>
        </div>
        <div>
          <dt>پرداخت‌شده</dt>
          <dd data-testid="board-tab-paid">{formatAmount(tab.paid)}</dd>
        </div>
        <div>
          <dt>مانده</dt>
          <dd data-testid="board-tab-unpaid">{formatAmount(tab.unpaid)}</dd>
        </div>
      </dl>
      {tab.total > 0 && tab.shares.length === 0 && tab.unpaid > 0 && (
        <p className={styles.drafts} data-testid="board-tab-no-split">
          صورت‌حساب هنوز تقسیم نشده و سهمی ندارد؛ «بستن میز» کل مانده را با یک روش پرداخت دریافت می‌کند.
        </p>
      )}
      {tab.shares.length > 0 && (
        <ul className={`${tabStyles.shares} ${styles.shares}`} aria-label={`سهم‌های میز ${table}`}>
          {tab.shares.map((s, i) => {
            const title = shareTitle(s, i, tab);
            const open = typeof panel === 'object' && panel?.share === s._id;
            return (
              <li key={s._id} className={tabStyles.share} data-testid="board-tab-share" data-status={s.status}>
                <span className={tabStyles.shareName}>{title}</span>
                <span className={tabStyles.shareAmount}>{formatAmount(s.amount)}</span>
                {s.status === 'paid' ? (
                  <span className={`badge ${tabStyles.paidBadge}`}>پرداخت‌شده</span>
                ) : (
                  <button
                    type="button"
                    className="btn btn-sm btn-outline"
                    onClick={() => toggle(open ? null : { share: s._id })}
                    aria-expanded={open}
                    aria-label={`پرداخت ${title} در صندوق`}
                    disabled={busy}
                    data-testid="board-tab-share-pay"
                  >
                    پرداخت در صندوق
                  </button>
                )}
              </li>
            );
          })}
        </ul>
      )}
      {payingShare && (
        <form
          className={styles.panel}
          onSubmit={(e) => {
            e.preventDefault();
            if (!methodId) {
              setError('روش پرداخت این سهم را انتخاب کنید.');
              return;
            }
            void run(() =>
              staffPay({ tabId: tab._id, shareId: payingShare._id, paymentMethodId: methodId, providerId }).unwrap(),
            );
          }}
        >
          <MethodSelect
            providerId={providerId}
            label={`دریافت ${shareTitle(payingShare, tab.shares.indexOf(payingShare), tab)} (${formatAmount(payingShare.amount)}) با`}
            value={methodId}
            onChange={setMethodId}
            testId="board-tab-share-method"
          />
          <button type="submit" className="btn btn-sm btn-primary" disabled={busy} data-testid="board-tab-share-submit">
            ثبت پرداخت
          </button>
        </form>
      )}
      <div className={styles.actions}>
        <button
          type="button"
          className="btn btn-sm btn-primary"
          onClick={send}
          disabled={busy || tab.drafts.length === 0}
          data-testid="board-tab-send"
        >
          ارسال دور
        </button>
        <button
          type="button"
          className="btn btn-sm btn-outline"
          onClick={() => toggle(panel === 'move' ? null : 'move')}
          aria-expanded={panel === 'move'}
          disabled={busy}
          data-testid="board-tab-move"
        >
          جابه‌جایی میز
        </button>
        <button
          type="button"
          className="btn btn-sm btn-outline"
          onClick={() => toggle(panel === 'close' ? null : 'close')}
          aria-expanded={panel === 'close'}
          disabled={busy}
          data-testid="board-tab-close"
        >
          بستن میز
        </button>
        <button
          type="button"
          className="btn btn-sm btn-danger"
          onClick={cancel}
          disabled={busy}
          data-testid="board-tab-cancel"
        >
          لغو
        </button>
      </div>
      {panel === 'move' && (
        <form
          className={styles.panel}
          onSubmit={(e) => {
            e.preventDefault();
            if (tableId) void run(() => moveTab({ tabId: tab._id, tableId, providerId }).unwrap());
          }}
        >
          <label className={styles.field}>
            میز تازه
            <select
              className="input"
              value={tableId}
              onChange={(e) => setTableId(e.target.value)}
              data-testid="board-tab-move-table"
            >
              <option value="">انتخاب میز</option>
              {(tables.data?.tables ?? [])
                .filter((t) => t._id !== tab.tableId && !busyTables.has(t._id))
                .map((t) => (
                  <option key={t._id} value={t._id}>
                    میز {toPersianDigits(t.number)}
                  </option>
                ))}
            </select>
          </label>
          <button type="submit" className="btn btn-sm btn-primary" disabled={!tableId || busy}>
            انتقال
          </button>
        </form>
      )}
      {panel === 'close' && (
        <form
          className={styles.panel}
          onSubmit={(e) => {
            e.preventDefault();
            if (tab.unpaid > 0 && !methodId) {
              setError('روش پرداخت مانده را انتخاب کنید.');
              return;
            }
            void run(() =>
              closeTab({ tabId: tab._id, paymentMethodId: tab.unpaid > 0 ? methodId : null, providerId }).unwrap(),
            );
          }}
        >
          {tab.unpaid > 0 ? (
            <MethodSelect
              providerId={providerId}
              label={`دریافت مانده (${formatAmount(tab.unpaid)}) با`}
              value={methodId}
              onChange={setMethodId}
              testId="board-tab-close-method"
            />
          ) : (
            <p className={styles.drafts}>چیزی برای دریافت نمانده است.</p>
          )}
          <button type="submit" className="btn btn-sm btn-primary" disabled={busy} data-testid="board-tab-close-submit">
            بستن میز
          </button>
        </form>
      )}
      {error && (
        <p className="field-error" role="alert" data-testid="board-tab-error">
          {error}
        </p>
      )}
    </article>
  );
}

/**
 * The board's open table tabs (issue 27): one card per table with its people, rounds, paid and unpaid and
 * join code, kept current by the branch's live feed.
 */
export default function TableTabs({ providerId }: { providerId: string }) {
  const dispatch = useAppDispatch();
  const list = useProviderTabsQuery(providerId, { pollingInterval: 60_000, refetchOnMountOrArgChange: true });
  const refetch = list.refetch;
  // The branch's feed carries every change of a tab (`tab`): the card changes in place, a closed tab leaves.
  useEventSource(branchOrdersUrl(providerId), {
    events: {
      tab: (data) => {
        const tab = (data as Partial<TabEventData> | null)?.tab;
        if (!tab) return;
        dispatch(
          tabApi.util.updateQueryData('providerTabs', providerId, (draft) => {
            const at = draft.tabs.findIndex((t) => t._id === tab._id);
            if (tab.status !== 'open') {
              if (at >= 0) draft.tabs.splice(at, 1);
            } else if (at >= 0) draft.tabs[at] = tab;
            else draft.tabs.push(tab);
            draft.total = draft.tabs.length;
          }),
        );
      },
    },
    onResync: () => refetch(),
  });
  const tabs = list.data?.tabs ?? [];
  if (!tabs.length) return null;
  const busyTables = new Set(tabs.map((t) => t.tableId));
  return (
    <section className={styles.section} aria-labelledby="board-tabs-title" data-testid="board-tabs">
      <h2 id="board-tabs-title" className={styles.title}>
        میزهای باز <span className={styles.count}>{toPersianDigits(tabs.length)}</span>
      </h2>
      <div className={styles.grid}>
        {tabs.map((t) => (
          <TabCard key={t._id} tab={t} busyTables={busyTables} />
        ))}
      </div>
    </section>
  );
}
