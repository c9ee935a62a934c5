import PanelGuard from '@/components/panel/PanelGuard';
import ContentNav from '@/components/panel/blog/ContentNav';
import FaqAdmin from '@/components/panel/faq/FaqAdmin';

/** /panel/addFaq: FAQ for staff. */
export default function PanelFaqPage() {
  return (
    <PanelGuard nav={ContentNav} flag="faq" title="سوالات متداول">
      {() => <FaqAdmin />}
    </PanelGuard>
  );
}
