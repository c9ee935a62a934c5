import Head from 'next/head';
import { useEffect, type ReactNode } from 'react';
import Spinner from '@/components/ui/Spinner';
import { can, type AccessFlag } from '@/lib/permissions';
import { ERRORS } from '@/lib/messages';
import { SITE_TITLE } from '@/lib/client/site';
import { useAppDispatch, useAppSelector } from '@/store';
import { selectAuth, type AuthUser } from '@/store/slices/authSlice';
import { openModal } from '@/store/slices/modalsSlice';
import { setPageTitle } from '@/store/slices/uiSlice';
import styles from './PanelGuard.module.css';

export const PANEL_TITLE = 'پنل مدیریت';
const GUEST_TEXT = 'برای ورود به پنل وارد شوید';
const NO_PANEL_TEXT = 'شما به پنل دسترسی ندارید.';

/** Whether a user is staff of any kind: super admin, a global admin flag, or a branch admin/barista. */
export function isPanelUser(user: AuthUser | null | undefined): boolean {
  if (!user) return false;
  if (user.userType === 'superAdmin') return true;
  if (user.staff.length > 0) return true;
  return Object.values(user.accessLevel ?? {}).some(Boolean);
}

/** Sets the header's title (and the browser tab's) while the page is shown. */
export function usePanelTitle(title: string | null | undefined) {
  const dispatch = useAppDispatch();
  useEffect(() => {
    dispatch(setPageTitle(title ?? PANEL_TITLE));
  }, [dispatch, title]);
  useEffect(() => () => void dispatch(setPageTitle(null)), [dispatch]);
}

/** A centred message card for panel states (guest, forbidden, errors, empty). */
export function PanelNotice({ children, action, tone = 'info' }: { children: ReactNode; action?: ReactNode; tone?: 'info' | 'error' }) {
  return (
    <div className={styles.notice} role={tone === 'error' ? 'alert' : undefined}>
      <p className={styles.text}>{children}</p>
      {action}
    </div>
  );
}

/** A fetch that failed: what went wrong and a retry button, disabled while the retry runs. */
export function RetryNotice({ onRetry, busy, children }: { onRetry: () => void; busy?: boolean; children: ReactNode }) {
  return (
    <PanelNotice
      tone="error"
      action={
        <button type="button" className="btn btn-primary" onClick={onRetry} disabled={busy}>
          تلاش دوباره
        </button>
      }
    >
      {children}
    </PanelNotice>
  );
}

interface Props {
  /** The branch the page belongs to; access is checked for it. Omit for pages outside any branch. */
  providerId?: string;
  /** The permission the page needs at that branch. */
  flag?: AccessFlag;
  /** Title for the header; the panel's title when not given. */
  title?: string | null;
  /** Still waiting for something the check needs (e.g. route parameters). */
  waiting?: boolean;
  /** Wraps the states in the page container (off for bare pages that lay themselves out). */
  contained?: boolean;
  children: (user: AuthUser) => ReactNode;
}

/**
 * The access check shared by panel pages: waits for the first activation check, asks guests to
 * log in and tells users without the permission so. The server checks the same rule on every call.
 */
export default function PanelGuard({ providerId, flag = 'orders', title, waiting = false, contained = true, children }: Props) {
  const dispatch = useAppDispatch();
  const auth = useAppSelector(selectAuth);
  usePanelTitle(title);

  let body: ReactNode;
  if (auth.state === 'unknown' || waiting) {
    body = (
      <div className={styles.loading}>
        <Spinner />
      </div>
    );
  } else if (auth.state === 'guest' || !auth.user) {
    body = (
      <PanelNotice
        action={
          <button type="button" className="btn btn-primary" onClick={() => dispatch(openModal({ type: 'login' }))}>
            ورود
          </button>
        }
      >
        {GUEST_TEXT}
      </PanelNotice>
    );
  } else if (providerId ? !can(auth.user, flag, providerId) : !isPanelUser(auth.user)) {
    body = <PanelNotice tone="error">{providerId ? ERRORS.FORBIDDEN.fa : NO_PANEL_TEXT}</PanelNotice>;
  } else {
    return (
      <>
        <Head>
          <title>{`${title ?? PANEL_TITLE} | ${SITE_TITLE}`}</title>
        </Head>
        {children(auth.user)}
      </>
    );
  }
  return (
    <>
      <Head>
        <title>{`${title ?? PANEL_TITLE} | ${SITE_TITLE}`}</title>
      </Head>
      {contained ? <div className="container">{body}</div> : body}
    </>
  );
}
