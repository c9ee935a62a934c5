import ContentGuard from '@/components/panel/blog/ContentGuard';
import { AboutSectionList } from '@/components/panel/about/AboutAdmin';

/** /panel/aboutUs/ourStory: داستان ما. */
export default function PanelAboutOurStoryPage() {
  return <ContentGuard flag="aboutUs" title="داستان ما">{() => <AboutSectionList section="ourStory" />}</ContentGuard>;
}
