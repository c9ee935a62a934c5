import ContentGuard from '@/components/panel/blog/ContentGuard';
import { AboutSectionList } from '@/components/panel/about/AboutAdmin';

/** /panel/aboutUs/quickAccess: دسترسی سریع. */
export default function PanelAboutQuickAccessPage() {
  return <ContentGuard flag="aboutUs" title="دسترسی سریع">{() => <AboutSectionList section="quickAccess" />}</ContentGuard>;
}
