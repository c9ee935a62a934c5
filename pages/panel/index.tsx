import PanelGuard, { PANEL_TITLE } from '@/components/panel/PanelGuard';
import BranchCards from '@/components/panel/order/BranchCards';

/** /panel: the branches this staff member can manage, each opening its order board. */
export default function PanelIndexPage() {
  return <PanelGuard title={PANEL_TITLE}>{(user) => <BranchCards user={user} />}</PanelGuard>;
}
