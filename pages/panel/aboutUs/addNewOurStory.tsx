import ContentGuard from '@/components/panel/blog/ContentGuard';
import { AboutItemForm } from '@/components/panel/about/AboutAdmin';

/** /panel/aboutUs/addNewOurStory: a new entry of داستان ما. */
export default function PanelAddNewOurStoryPage() {
  return <ContentGuard flag="aboutUs" title="داستان ما">{() => <AboutItemForm section="ourStory" itemId={null} />}</ContentGuard>;
}
