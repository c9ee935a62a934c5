import ContentGuard from '@/components/panel/blog/ContentGuard';
import { AboutItemForm } from '@/components/panel/about/AboutAdmin';

/** /panel/aboutUs/addNewQuickAccess: a new entry of دسترسی سریع. */
export default function PanelAddNewQuickAccessPage() {
  return <ContentGuard flag="aboutUs" title="دسترسی سریع">{() => <AboutItemForm section="quickAccess" itemId={null} />}</ContentGuard>;
}
