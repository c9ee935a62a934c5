import PanelGuard from '@/components/panel/PanelGuard';
import ContentNav from '@/components/panel/blog/ContentNav';
import { AboutSectionList } from '@/components/panel/about-us/AboutSectionList';

/** /panel/aboutUs/forms: فرم‌ها. */
export default function PanelAboutFormsPage() {
  return (
    <PanelGuard nav={ContentNav} flag="aboutUs" title="فرم‌ها">
      {() => <AboutSectionList section="forms" />}
    </PanelGuard>
  );
}
