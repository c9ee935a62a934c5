import PanelGuard from '@/components/panel/PanelGuard';
import ContentNav from '@/components/panel/blog/ContentNav';
import { AboutItemForm } from '@/components/panel/about-us/AboutItemForm';

/** /panel/aboutUs/addNewInstruction: a new entry of راهنماها. */
export default function PanelAddNewInstructionPage() {
  return (
    <PanelGuard nav={ContentNav} flag="aboutUs" title="راهنماها">
      {() => <AboutItemForm section="instructions" itemId={null} />}
    </PanelGuard>
  );
}
