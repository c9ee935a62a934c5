import ContentGuard from '@/components/panel/blog/ContentGuard';
import FaqAdmin from '@/components/panel/faq/FaqAdmin';

/** /panel/addFaq: FAQ for staff. */
export default function PanelFaqPage() {
  return <ContentGuard flag="faq" title="سوالات متداول">{() => <FaqAdmin />}</ContentGuard>;
}
