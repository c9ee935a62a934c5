import { useRouter } from 'next/router';
import { useState, type FormEvent } from 'react';
import { describeError } from '@/api-client';
import { toLatinDigits, toPersianDigits } from '@/lib/digits';
import { useAppDispatch, useAppSelector } from '@/store';
import { openModal } from '@/store/slices/modalsSlice';
import { useJoinTabMutation, useOpenTabMutation, useTableTabQuery } from '@/store/api/tab';
import Spinner from '@/components/ui/Spinner';
import { TAB_TEXT } from './text';
import styles from './TableTabEntry.module.css';

/** The 409 of POST /v1/tab/open names the tab that got there first. */
const conflictTabId = (err: unknown): string | null => {
  const data = (err as { data?: { tabId?: unknown } } | null)?.data;
  return typeof data?.tabId === 'string' ? data.tabId : null;
};

/**
 * The menu's table banner part of issue 27: at a scanned table, «شروع سفارش میز» when it has no open tab,
 * «پیوستن به میز ۵» with the tab's four-digit code when it has one (a member goes straight back to it).
 * Signing in comes first, as for any order.
 */
export default function TableTabEntry({ tableId, tableNumber }: { tableId: string; tableNumber: number }) {
  const dispatch = useAppDispatch();
  const router = useRouter();
  const authState = useAppSelector((s) => s.auth.state);
  const signedIn = authState === 'user';
  const state = useTableTabQuery(tableId, { skip: !signedIn, refetchOnMountOrArgChange: true });
  const [openTab, opening] = useOpenTabMutation();
  const [joinTab, joining] = useJoinTabMutation();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [leaving, setLeaving] = useState(false);
  const table = toPersianDigits(tableNumber);

  const go = async (tabId: string) => {
    setLeaving(true);
    await router.push(`/tab/${encodeURIComponent(tabId)}`);
  };
  const login = () => dispatch(openModal({ type: 'login' }));

  const start = async () => {
    if (!signedIn) return login();
    setError(null);
    try {
      const { tab } = await openTab({ tableId }).unwrap();
      await go(tab._id);
    } catch (err) {
      // Someone at the table was quicker: the banner now offers to join their tab.
      if (conflictTabId(err)) {
        setError(TAB_TEXT.openedMeanwhile);
        void state.refetch();
        return;
      }
      setError(describeError(err).message);
    }
  };

  const join = async (e: FormEvent) => {
    e.preventDefault();
    if (!signedIn) return login();
    const joinCode = toLatinDigits(code.trim());
    if (!/^\d{4}$/.test(joinCode)) {
      setError(TAB_TEXT.codeFourDigits);
      return;
    }
    setError(null);
    try {
      const { tab } = await joinTab({ tableId, joinCode }).unwrap();
      await go(tab._id);
    } catch (err) {
      setError(describeError(err).message);
    }
  };

  const open = state.data?.openTab ?? null;
  const busy = opening.isLoading || joining.isLoading || leaving;

  let body;
  // Until the session is known a signed-in customer's tap would open the sign-in sheet: wait for it.
  if (authState === 'unknown' || (signedIn && state.isLoading)) {
    body = <Spinner label={TAB_TEXT.loading} />;
  } else if (open?.member) {
    body = (
      <button
        type="button"
        className="btn btn-primary btn-block"
        onClick={() => go(open._id)}
        disabled={busy}
        data-testid="tab-back"
      >
        {TAB_TEXT.backToTab(table)}
      </button>
    );
  } else if (open) {
    body = (
      <form className={styles.join} onSubmit={join} noValidate>
        <label htmlFor="tab-join-code" className={styles.label}>
          {TAB_TEXT.joinCodeLabel}
        </label>
        <div className={styles.row}>
          <input
            id="tab-join-code"
            className={`input ${styles.code}`}
            inputMode="numeric"
            autoComplete="off"
            maxLength={4}
            dir="ltr"
            placeholder="····"
            value={code}
            onChange={(e) => {
              setCode(e.target.value.replace(/[^0-9۰-۹٠-٩]/g, '').slice(0, 4));
              setError(null);
            }}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'tab-entry-error' : 'tab-join-hint'}
            data-testid="tab-join-code"
          />
          <button
            type="submit"
            className="btn btn-primary"
            disabled={busy}
            aria-busy={busy || undefined}
            data-testid="tab-join"
          >
            {TAB_TEXT.join(table)}
          </button>
        </div>
        <p id="tab-join-hint" className={styles.hint}>
          {TAB_TEXT.joinHint}
        </p>
      </form>
    );
  } else {
    body = (
      <>
        <button
          type="button"
          className="btn btn-primary btn-block"
          onClick={start}
          disabled={busy}
          aria-busy={busy || undefined}
          data-testid="tab-start"
        >
          {TAB_TEXT.start}
        </button>
        <p className={styles.hint}>{signedIn ? TAB_TEXT.startHint : TAB_TEXT.signInFirst}</p>
      </>
    );
  }

  return (
    <section className={styles.box} aria-label={TAB_TEXT.entryLabel(table)} data-testid="tab-entry">
      {body}
      {state.error && !state.data && (
        <p className="field-error" role="alert">
          {describeError(state.error).message}
        </p>
      )}
      {error && (
        <p id="tab-entry-error" className="field-error" role="alert" data-testid="tab-entry-error">
          {error}
        </p>
      )}
    </section>
  );
}
