import { useRouter } from 'next/router';
import { CHAIN_TOOLS, canUseChainTool } from '@/lib/panel-nav';
import type { AuthUser } from '@/store/slices/authSlice';
import PanelNav from './PanelNav';

/**
 * Links between the head office's pages the user may open (PanelGuard's `nav` on global panel pages:
 * users, staff, branches, stats, money and links); the list is lib/panel-nav.ts CHAIN_TOOLS.
 */
export default function OfficeNav({ user }: { user: AuthUser }) {
  const { asPath } = useRouter();
  const here = asPath.split(/[?#]/)[0];
  // The longest matching entry is this page (/panel/users-excel is not /panel/users).
  const tools = CHAIN_TOOLS.filter((t) => canUseChainTool(user, t));
  const current = tools
    .filter((t) => here === t.href || here.startsWith(`${t.href}/`))
    .sort((a, b) => b.href.length - a.href.length)[0];
  return <PanelNav label="پنل مرکزی" links={tools.map((t) => ({ href: t.href, label: t.label, on: t === current }))} />;
}
