import type { DbOrTx } from '../../db/client';
import { eventSettings, events } from '../../db/schema';

export interface CommissionRule {
  percent: number;
  fixed: number;
  isDefault: boolean;
}

/** The chain's default commission (the one settings row). */
export async function commissionDefaults({ tx }: { tx: DbOrTx }): Promise<{ percent: number; fixed: number }> {
  const [row] = await tx.select().from(eventSettings).limit(1);
  return { percent: row?.commissionPercent ?? 0, fixed: row?.commissionFixed ?? 0 };
}

/** The commission in force for an event: its own override, else the chain's default. */
export function effectiveCommission({
  event,
  defaults,
}: {
  event: Pick<typeof events.$inferSelect, 'commissionPercent' | 'commissionFixed'>;
  defaults: { percent: number; fixed: number };
}): CommissionRule {
  const isDefault = event.commissionPercent === null && event.commissionFixed === null;
  return {
    percent: event.commissionPercent ?? defaults.percent,
    fixed: event.commissionFixed ?? defaults.fixed,
    isDefault,
  };
}
