import { sql } from 'drizzle-orm';
import type { CommissionDefaultsView } from '@/lib/contracts/academy';
import { db } from '../../db/client';
import { eventSettings } from '../../db/schema';
import { commissionDefaults } from './effective-commission';

/** GET /v1/event/commission/defaults. */
export async function getCommissionDefaults(): Promise<{ defaults: CommissionDefaultsView }> {
  const d = await commissionDefaults({ tx: db() });
  return { defaults: { commissionPercent: d.percent, commissionFixed: d.fixed } };
}

/** POST /v1/event/commission/defaults/edit: events without their own commission follow it. */
export async function editCommissionDefaults({ input }: { input: CommissionDefaultsView }) {
  await db()
    .insert(eventSettings)
    .values({ id: 'chain', commissionPercent: input.commissionPercent, commissionFixed: input.commissionFixed })
    .onConflictDoUpdate({
      target: eventSettings.id,
      set: {
        commissionPercent: input.commissionPercent,
        commissionFixed: input.commissionFixed,
        updatedAt: sql`now()`,
      },
    });
  return getCommissionDefaults();
}
