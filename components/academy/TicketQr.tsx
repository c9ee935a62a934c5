import { useQrDataUrl } from '@/lib/client/useQrDataUrl';
import scan from '@/components/ui/ScanCode.module.css';

/** A ticket's QR, shown at the door and read by the panel scanner, with its code printed under it for typing. */
export default function TicketQr({ text, code }: { text: string; code: string }) {
  const src = useQrDataUrl(text, 400);
  return (
    <div className={scan.wrap}>
      {src ? (
        // eslint-disable-next-line @next/next/no-img-element -- a data URL drawn here
        <img className={scan.code} src={src} alt={`کد QR بلیت برای نمایش دم در: ${code}`} data-testid="ticket-qr" />
      ) : (
        <span className={scan.code} aria-hidden="true" />
      )}
      <span className={scan.text} data-testid="ticket-code">
        {code}
      </span>
    </div>
  );
}
