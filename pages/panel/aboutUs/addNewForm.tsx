import PanelGuard from '@/components/panel/PanelGuard';
import ContentNav from '@/components/panel/blog/ContentNav';
import { AboutItemForm } from '@/components/panel/about-us/AboutItemForm';

/** /panel/aboutUs/addNewForm: a new entry of فرم‌ها. */
export default function PanelAddNewFormPage() {
  return (
    <PanelGuard nav={ContentNav} flag="aboutUs" title="فرم‌ها">
      {() => <AboutItemForm section="forms" itemId={null} />}
    </PanelGuard>
  );
}
