import { useCallback, useEffect, useState } from 'react';

/** The spec's resend wait. */
export const RESEND_SECONDS = 60;

/**
 * Seconds left until `deadline`, ticking once a second; `restart()` starts a new wait and
 * `stop()` clears it. Counting from a deadline keeps it right when the tab sleeps.
 */
export function useCountdown(seconds = RESEND_SECONDS) {
  const [deadline, setDeadline] = useState<number | null>(null);
  const [remaining, setRemaining] = useState(0);

  useEffect(() => {
    if (deadline === null) return;
    const tick = () => {
      const left = Math.max(0, Math.ceil((deadline - Date.now()) / 1000));
      setRemaining(left);
      if (left === 0) setDeadline(null);
    };
    const timer = setInterval(tick, 250);
    return () => clearInterval(timer);
  }, [deadline]);

  const restart = useCallback(() => {
    setDeadline(Date.now() + seconds * 1000);
    setRemaining(seconds);
  }, [seconds]);

  const stop = useCallback(() => {
    setDeadline(null);
    setRemaining(0);
  }, []);

  return { remaining, running: remaining > 0, restart, stop };
}
