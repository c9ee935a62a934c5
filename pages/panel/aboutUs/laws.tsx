import ContentGuard from '@/components/panel/blog/ContentGuard';
import { AboutSectionList } from '@/components/panel/about/AboutAdmin';

/** /panel/aboutUs/laws: قوانین. */
export default function PanelAboutLawsPage() {
  return <ContentGuard flag="aboutUs" title="قوانین">{() => <AboutSectionList section="laws" />}</ContentGuard>;
}
