import ContentGuard from '@/components/panel/blog/ContentGuard';
import { AboutIndex } from '@/components/panel/about/AboutAdmin';

/** /panel/aboutUs: the about-us sections. */
export default function PanelAboutUsPage() {
  return <ContentGuard flag="aboutUs" title="درباره ما">{() => <AboutIndex />}</ContentGuard>;
}
