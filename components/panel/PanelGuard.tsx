import Head from 'next/head';
import type { ComponentType, ReactNode } from 'react';
import Notice from '@/components/ui/Notice';
import Spinner from '@/components/ui/Spinner';
import { can, canSomewhere, type AccessFlag } from '@/lib/permissions';
import { CORE_ERRORS } from '@/lib/messages/core';
import { isStaffMember } from '@/lib/staff-links';
import { SITE_TITLE } from '@/lib/client/site';
import { useAppDispatch, useAppSelector } from '@/store';
import { selectAuth, type AuthUser } from '@/store/slices/authSlice';
import { openModal } from '@/store/slices/modalsSlice';
import { usePageTitle } from '@/lib/client/usePageTitle';
import styles from './PanelGuard.module.css';

/** The panel's notice card, kept under its old name for the panel screens. */
export { Notice as PanelNotice };

export const PANEL_TITLE = 'پنل مدیریت';
const GUEST_TEXT = 'برای ورود به پنل وارد شوید';
const NO_PANEL_TEXT = 'شما به پنل دسترسی ندارید.';

/**
 * The guard's one rule: the flag at the branch, the flag globally (or at any branch with `somewhere`),
 * or (neither given) any staff role.
 */
function allowed(user: AuthUser, flag: AccessFlag | undefined, providerId: string | undefined, somewhere: boolean) {
  if (providerId) return can(user, flag ?? 'orders', providerId);
  if (flag) return somewhere ? canSomewhere(user, flag) : can(user, flag);
  return isPanelUser(user);
}

/** Whether a user is staff of any kind: super admin, a global admin flag, or a branch admin/barista. */
export function isPanelUser(user: AuthUser | null | undefined): boolean {
  return isStaffMember(user);
}

interface Props {
  /** The branch the page belongs to; access is checked for it. Omit for pages outside any branch. */
  providerId?: string;
  /**
   * The permission the page needs: at the branch when `providerId` is given, else globally (the
   * user's own accessLevel, e.g. blog, support, referral). Without a flag and a branch, any staff
   * member may open the page.
   */
  flag?: AccessFlag;
  /**
   * The flag held globally or at any branch opens the page (its calls show each user only the rows of
   * their branches, e.g. the ticket desk for a branch admin).
   */
  somewhere?: boolean;
  /** An area's links shown above the page (e.g. the content panels' ContentNav); the page is then framed in a container. */
  nav?: ComponentType<{ user: AuthUser }>;
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
export default function PanelGuard({
  providerId,
  flag,
  somewhere = false,
  title,
  waiting = false,
  contained = true,
  nav: Nav,
  children,
}: Props) {
  const dispatch = useAppDispatch();
  const auth = useAppSelector(selectAuth);
  usePageTitle(title ?? PANEL_TITLE);

  let body: ReactNode;
  if (auth.state === 'unknown' || waiting) {
    body = (
      <div className={styles.loading}>
        <Spinner />
      </div>
    );
  } else if (auth.state === 'guest' || !auth.user) {
    body = (
      <Notice
        action={
          <button type="button" className="btn btn-primary" onClick={() => dispatch(openModal({ type: 'login' }))}>
            ورود
          </button>
        }
      >
        {GUEST_TEXT}
      </Notice>
    );
  } else if (!allowed(auth.user, flag, providerId, somewhere)) {
    // A customer outside any branch page is told the panel is not for them; staff, that this page is not.
    body = (
      <Notice tone="error">{providerId || isPanelUser(auth.user) ? CORE_ERRORS.FORBIDDEN.fa : NO_PANEL_TEXT}</Notice>
    );
  } else {
    return (
      <>
        <Head>
          <title>{`${title ?? PANEL_TITLE} | ${SITE_TITLE}`}</title>
        </Head>
        {Nav ? (
          <div className={`container ${styles.framed}`}>
            <Nav user={auth.user} />
            {children(auth.user)}
          </div>
        ) : (
          children(auth.user)
        )}
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
