import ContentGuard from '@/components/panel/blog/ContentGuard';
import { AboutSectionList } from '@/components/panel/about/AboutAdmin';

/** /panel/aboutUs/holidays: ساعات کاری تعطیلات. */
export default function PanelAboutHolidaysPage() {
  return <ContentGuard flag="aboutUs" title="ساعات کاری تعطیلات">{() => <AboutSectionList section="holidays" />}</ContentGuard>;
}
