import { useEffect, useState } from 'react';
import { closedReason } from '@/lib/opening-hours';

/**
 * Why the branch is closed now (null while open, or before the browser has worked it out), checked
 * again every minute. Worked out in the browser only, so server and visitor clocks never disagree on hydration.
 */
export function useClosedReason(provider: { name: string; openingTime: string; closingTime: string }): string | null {
  const [reason, setReason] = useState<string | null>(null);
  const { name, openingTime, closingTime } = provider;
  useEffect(() => {
    const update = () => setReason(closedReason({ name, openingTime, closingTime }));
    update();
    const timer = setInterval(update, 60_000);
    return () => clearInterval(timer);
  }, [name, openingTime, closingTime]);
  return reason;
}
