/**
 * A branch's workspace policies (issue 28), the same on the server and the screens: when check-in opens and
 * closes, what a late cancel or a no-show keeps of what was paid.
 */
export interface LateCancelTier {
  /** The tier holds when at most this many hours are left to the start. */
  withinHours: number;
  keepPercent: number;
}

export const POLICY_DEFAULTS = { checkinOpensMinutes: 15, graceMinutes: 20, noShowFeePercent: 0 } as const;

/** Check-in is open in [start − opens, start + grace]; a booking not checked in by `closesAt` is a no-show. */
export function checkinWindow({
  startsAt,
  opensMinutes,
  graceMinutes,
}: {
  startsAt: Date;
  opensMinutes: number;
  graceMinutes: number;
}): { opensAt: Date; closesAt: Date } {
  return {
    opensAt: new Date(startsAt.getTime() - opensMinutes * 60_000),
    closesAt: new Date(startsAt.getTime() + graceMinutes * 60_000),
  };
}

/** The percent a cancel at `now` keeps: the highest tier whose window holds the time left to the start (0 if none). */
export function lateCancelPercent({
  tiers,
  startsAt,
  now,
}: {
  tiers: readonly LateCancelTier[];
  startsAt: Date;
  now: Date;
}): number {
  const hoursLeft = (startsAt.getTime() - now.getTime()) / 3_600_000;
  return tiers.reduce((best, t) => (hoursLeft <= t.withinHours && t.keepPercent > best ? t.keepPercent : best), 0);
}

/** A fee of `percent` on `paid` toman, whole toman. */
export function feeOf(paid: number, percent: number): number {
  return Math.min(paid, Math.round((paid * percent) / 100));
}

/**
 * Whether a customer may cancel at `now`: with late-cancel tiers, until the start (paying the tier's fee);
 * without them, until the branch's cut-off before the start, as before.
 */
export function mayCancel({
  startsAt,
  cutoffMinutes,
  tiers,
  now,
}: {
  startsAt: Date;
  cutoffMinutes: number;
  tiers: readonly LateCancelTier[];
  now: Date;
}): boolean {
  if (tiers.length > 0) return now.getTime() < startsAt.getTime();
  return now.getTime() <= startsAt.getTime() - cutoffMinutes * 60_000;
}
