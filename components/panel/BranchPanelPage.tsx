import type { CSSProperties, ReactNode } from 'react';
import PanelGuard from '@/components/panel/PanelGuard';
import BranchNav from '@/components/panel/BranchNav';
import type { AuthUser } from '@/store/slices/authSlice';
import type { AccessFlag } from '@/lib/permissions';
import { useProviderQuery } from '@/store/api/menu';
import { useBranchId } from '@/lib/client/useBranchId';
import formStyles from '@/components/panel/shared/PanelForm.module.css';

/** What a branch page's content gets: the branch from the address, the signed-in staff member, the branch's name once loaded. */
export interface BranchPage {
  providerId: string;
  user: AuthUser;
  name: string | undefined;
}

/**
 * How the page frames its content: 'top' a heading row (`top`) holding the heading and `actions`,
 * 'heading' the heading alone, 'head' the list pages' head row with its `title`, 'none' the content as is.
 */
type Frame = 'top' | 'heading' | 'head' | 'none';

/**
 * The frame of a branch panel page (/panel/{providerId}/…): the branch id from the address, the
 * branch's access check (PanelGuard with `flag`), its nav, the tab title with the branch's name and
 * the heading with the name beside it.
 */
export default function BranchPanelPage({
  flag,
  title,
  heading = title,
  frame = 'top',
  styles = formStyles,
  pageClassName,
  pageStyle,
  actions,
  nav = true,
  named = true,
  separator = ' · ',
  waiting = false,
  contained = true,
  children,
}: {
  flag?: AccessFlag;
  /** The tab title (the branch's name added) and, unless `heading` says otherwise, the heading. */
  title: string;
  heading?: ReactNode;
  frame?: Frame;
  /** The CSS module whose page/top/head/heading/title/sub classes frame the page. */
  styles?: Readonly<Record<string, string>>;
  /** The page's own class instead of `styles.page` (e.g. `container page`). */
  pageClassName?: string;
  /** The page's own inline style (e.g. a narrower width). */
  pageStyle?: CSSProperties;
  actions?: (page: BranchPage) => ReactNode;
  nav?: boolean;
  /** Whether the tab title names the branch. */
  named?: boolean;
  separator?: string;
  /** More to wait for than the branch id (the router, another part of the address). */
  waiting?: boolean;
  /** Wraps the guard's states in the page container (off for bare pages that lay themselves out, e.g. print). */
  contained?: boolean;
  children: (page: BranchPage) => ReactNode;
}) {
  const providerId = useBranchId();
  const { data } = useProviderQuery(providerId ?? '', { skip: !providerId || !named });
  const name = data?.provider.name;
  return (
    <PanelGuard
      providerId={providerId}
      flag={flag}
      waiting={waiting || !providerId}
      contained={contained}
      nav={nav ? BranchNav : undefined}
      title={name ? `${title}${separator}${name}` : title}
    >
      {(user) => {
        const page: BranchPage = { providerId: providerId!, user, name };
        if (frame === 'none') return children(page);
        const h1 = (
          <h1 className={frame === 'head' ? styles.title : styles.heading}>
            {heading} {name && <span className={styles.sub}>{name}</span>}
          </h1>
        );
        return (
          <div className={pageClassName ?? styles.page} style={pageStyle}>
            {frame === 'heading' ? (
              h1
            ) : (
              <div className={frame === 'head' ? styles.head : styles.top}>
                {h1}
                {actions?.(page)}
              </div>
            )}
            {children(page)}
          </div>
        );
      }}
    </PanelGuard>
  );
}
