import PanelGuard from '@/components/panel/PanelGuard';
import OfficeNav from '@/components/panel/OfficeNav';
import LifeAdmin from '@/components/panel/life/LifeAdmin';
import { PRODUCT_NAME } from '@/lib/client/site';

/** /panel/{product}Life (rewritten here, next.config.ts): the chain's life feed. */
export default function LifePanelPage() {
  return (
    <PanelGuard nav={OfficeNav} flag="aboutUs" title={`رویدادهای ${PRODUCT_NAME}`}>
      {() => <LifeAdmin />}
    </PanelGuard>
  );
}
