import PanelGuard from '@/components/panel/PanelGuard';
import ContentNav from '@/components/panel/blog/ContentNav';
import { AboutItemForm } from '@/components/panel/about-us/AboutItemForm';

/** /panel/aboutUs/addNewIntroduction: a new entry of معرفی. */
export default function PanelAddNewIntroductionPage() {
  return (
    <PanelGuard nav={ContentNav} flag="aboutUs" title="معرفی">
      {() => <AboutItemForm section="introduction" itemId={null} />}
    </PanelGuard>
  );
}
