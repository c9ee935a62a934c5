import ContentGuard from '@/components/panel/blog/ContentGuard';
import { AboutSectionList } from '@/components/panel/about/AboutAdmin';

/** /panel/aboutUs/instructions: راهنماها. */
export default function PanelAboutInstructionsPage() {
  return <ContentGuard flag="aboutUs" title="راهنماها">{() => <AboutSectionList section="instructions" />}</ContentGuard>;
}
