import { useRouter } from 'next/router';
import { useBranchId } from '@/lib/client/useBranchId';
import { can } from '@/lib/permissions';
import { BRANCH_TOOLS } from '@/lib/panel-nav';
import type { AuthUser } from '@/store/slices/authSlice';
import PanelNav from './PanelNav';

/**
 * Links between one branch's panel pages the user may open there (PanelGuard's `nav` on every
 * /panel/{providerId}/... page); the list is lib/panel-nav.ts BRANCH_TOOLS.
 */
export default function BranchNav({ user }: { user: AuthUser }) {
  const { pathname } = useRouter();
  const providerId = useBranchId() ?? '';
  if (!providerId) return null;
  const current = pathname.split('/')[3] ?? '';
  const links = BRANCH_TOOLS.filter((t) => can(user, t.flag, providerId)).map((t) => ({
    href: `/panel/${providerId}/${t.path}`,
    label: t.label,
    on: current === t.path.split('/')[0],
  }));
  return <PanelNav label="پنل شعبه" links={links} />;
}
