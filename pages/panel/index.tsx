import PanelGuard, { PANEL_TITLE } from '@/components/panel/PanelGuard';
import BranchCards from '@/components/panel/order/BranchCards';
import TodayStrip from '@/components/panel/home/TodayStrip';

/** /panel: today across branches for head office (by permission), then the branches this staff member can manage. */
export default function PanelIndexPage() {
  return (
    <PanelGuard title={PANEL_TITLE}>
      {(user) => (
        <>
          <TodayStrip user={user} />
          <BranchCards user={user} />
        </>
      )}
    </PanelGuard>
  );
}
