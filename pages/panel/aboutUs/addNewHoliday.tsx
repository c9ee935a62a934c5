import ContentGuard from '@/components/panel/blog/ContentGuard';
import { AboutItemForm } from '@/components/panel/about/AboutAdmin';

/** /panel/aboutUs/addNewHoliday: a new entry of ساعات کاری تعطیلات. */
export default function PanelAddNewHolidayPage() {
  return <ContentGuard flag="aboutUs" title="ساعات کاری تعطیلات">{() => <AboutItemForm section="holidays" itemId={null} />}</ContentGuard>;
}
