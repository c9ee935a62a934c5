import Link from 'next/link';
import { PanelNotice } from '@/components/panel/PanelGuard';
import Spinner from '@/components/ui/Spinner';
import { describeError } from '@/api-client';
import { can, panelProviders } from '@/lib/permissions';
import { useProviderListQuery } from '@/store/api/menu';
import type { AuthUser } from '@/store/slices/authSlice';
import { BRANCH_TOOLS, CHAIN_TOOLS, canUseChainTool } from '@/lib/panel-nav';
import styles from './BranchCards.module.css';

const ROLE_LABELS = { admin: 'مدیر شعبه', barista: 'باریستا', all: 'مدیر کل' } as const;

interface BranchCard {
  providerId: string;
  name: string;
  address: string | null;
  role: keyof typeof ROLE_LABELS;
}

/** The panel home: the chain-wide tools the user may use, and one card per branch with its tools. */
export default function BranchCards({ user }: { user: AuthUser }) {
  const { data, isLoading, error, refetch } = useProviderListQuery();
  // Super admins and global admins see every branch; branch staff see their own.
  const everyBranch = panelProviders(user) === null || can(user, 'orders');
  const providers = data?.providers ?? [];

  let cards: BranchCard[];
  if (everyBranch) {
    cards = providers.map((p) => ({ providerId: p._id, name: p.name, address: p.address, role: 'all' }));
  } else {
    cards = user.staff.map((m) => {
      const p = providers.find((x) => x._id === m.providerId);
      return { providerId: m.providerId, name: p?.name ?? m.providerName, address: p?.address ?? null, role: m.role };
    });
  }

  const chainTools = CHAIN_TOOLS.filter((t) => canUseChainTool(user, t));

  return (
    <div className={`container ${styles.wrap}`}>
      {chainTools.length > 0 && (
        <nav aria-labelledby="chain-tools" className={styles.tools}>
          <h1 id="chain-tools" className={styles.heading}>
            ابزارهای مدیریت
          </h1>
          <ul className={styles.toolList}>
            {chainTools.map((t) => (
              <li key={t.href}>
                <Link href={t.href} className="btn btn-outline" data-testid="panel-tool">
                  {t.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <h1 className={styles.heading}>شعبه‌های شما</h1>
      {everyBranch && isLoading ? (
        <div className={styles.center}>
          <Spinner label="در حال دریافت شعبه‌ها" />
        </div>
      ) : everyBranch && error && !data ? (
        <PanelNotice
          tone="error"
          action={
            <button type="button" className="btn btn-outline" onClick={() => refetch()}>
              تلاش دوباره
            </button>
          }
        >
          {describeError(error).message}
        </PanelNotice>
      ) : cards.length === 0 ? (
        chainTools.length === 0 && <PanelNotice>شعبه‌ای برای مدیریت ندارید.</PanelNotice>
      ) : (
        <ul className={styles.grid}>
          {cards.map((c) => (
            <li key={c.providerId} className={styles.card} data-testid="panel-branch" data-provider-id={c.providerId}>
              <span className={styles.role}>{ROLE_LABELS[c.role]}</span>
              <span className={styles.name}>{c.name}</span>
              {c.address && <span className={styles.address}>{c.address}</span>}
              <ul className={styles.branchTools}>
                {BRANCH_TOOLS.filter((t) => can(user, t.flag, c.providerId)).map((t) => (
                  <li key={t.path}>
                    <Link href={`/panel/${c.providerId}/${t.path}`} className={styles.go}>
                      {t.label}
                      <span aria-hidden="true"> ←</span>
                    </Link>
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
