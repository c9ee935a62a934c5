import ContentGuard from '@/components/panel/blog/ContentGuard';
import { AboutItemForm } from '@/components/panel/about/AboutAdmin';

/** /panel/aboutUs/addNewGoal: a new entry of اهداف. */
export default function PanelAddNewGoalPage() {
  return <ContentGuard flag="aboutUs" title="اهداف">{() => <AboutItemForm section="goals" itemId={null} />}</ContentGuard>;
}
