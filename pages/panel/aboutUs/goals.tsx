import ContentGuard from '@/components/panel/blog/ContentGuard';
import { AboutSectionList } from '@/components/panel/about/AboutAdmin';

/** /panel/aboutUs/goals: اهداف. */
export default function PanelAboutGoalsPage() {
  return <ContentGuard flag="aboutUs" title="اهداف">{() => <AboutSectionList section="goals" />}</ContentGuard>;
}
