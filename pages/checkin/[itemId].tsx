import { useRouter } from 'next/router';
import Kiosk from '@/components/space/Kiosk';
import PanelGuard from '@/components/panel/PanelGuard';

/**
 * /checkin/{itemId}?providerId=: the tablet at a room's door (issue 28). Staff open it from the branch's
 * workspace items («صفحه ورود (کیوسک)») and leave the tablet signed in as themselves: it needs `orders` at
 * the branch, and the server checks in only codes of this room's bookings at that branch, inside the window.
 */
export default function KioskPage() {
  const router = useRouter();
  const itemId = typeof router.query.itemId === 'string' ? router.query.itemId : '';
  const providerId = typeof router.query.providerId === 'string' ? router.query.providerId : undefined;
  return (
    <PanelGuard providerId={providerId} flag="orders" title="ورود به اتاق" waiting={!router.isReady}>
      {() => <Kiosk itemId={itemId} providerId={providerId ?? ''} />}
    </PanelGuard>
  );
}
KioskPage.bare = true;
