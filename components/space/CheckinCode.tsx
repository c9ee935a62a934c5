import { tehranTime, jalaliDateTime } from '@/lib/jalali';
import { useQrDataUrl } from '@/lib/client/useQrDataUrl';
import { tehranIsoDate } from '@/lib/jalali';
import { useCheckinCodeQuery } from '@/store/api/cowork';
import ScanCode from '@/components/ui/ScanCode';
import Spinner from '@/components/ui/Spinner';
import styles from './Cowork.module.css';

const when = (iso: string) =>
  tehranIsoDate(iso) === tehranIsoDate(new Date()) ? `ساعت ${tehranTime(iso)}` : jalaliDateTime(iso);

/**
 * The booking's check-in code (issue 28): a QR the scanner or the room's kiosk reads, the same code as text to
 * type, and when check-in opens and closes. Falls back to the order's QR while the code cannot be read.
 */
export default function CheckinCode({ orderId }: { orderId: string }) {
  const q = useCheckinCodeQuery(orderId);
  const src = useQrDataUrl(q.data?.qr ?? null, 440);
  if (q.isLoading) return <Spinner label="در حال دریافت کد ورود" />;
  if (!q.data) return <ScanCode kind="order" id={orderId} label="کد QR ورود" />;
  return (
    <div className={styles.checkin} data-testid="checkin-code">
      <p className="muted" style={{ margin: 0 }}>
        هنگام ورود، این کد را به کارکنان شعبه یا تبلت کنار در اتاق نشان دهید یا کد زیر آن را وارد کنید.
      </p>
      {src ? (
        // eslint-disable-next-line @next/next/no-img-element -- a data URL drawn here
        <img className={styles.qr} src={src} alt={`کد QR ورود: ${q.data.code}`} data-testid="checkin-qr" />
      ) : (
        <span className={styles.qr} aria-hidden="true" />
      )}
      <span className={styles.code} data-testid="checkin-code-text">
        {q.data.code}
      </span>
      <p style={{ margin: 0 }} data-testid="checkin-opens">
        {`ورود از ${when(q.data.opensAt)} باز می‌شود و تا ${when(q.data.closesAt)} فرصت دارید؛ پس از آن رزرو آزاد می‌شود.`}
      </p>
    </div>
  );
}
