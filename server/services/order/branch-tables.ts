import { and, asc, eq } from 'drizzle-orm';
import { db } from '../../db/client';
import { providers, providerTables } from '../../db/schema';
import { AppError } from '../../http/errors';

import type { OrderTableView } from '@/lib/contracts/order';

/**
 * GET /v1/order/tables/{providerId}: the tables a customer who chose «سالن» without scanning a QR
 * code may pick, by number. Only an active branch's; numbers only (no staff data).
 */
export async function branchTables({ providerId }: { providerId: string }): Promise<{ tables: OrderTableView[] }> {
  const [p] = await db()
    .select({ active: providers.active })
    .from(providers)
    .where(eq(providers.id, providerId))
    .limit(1);
  if (!p || !p.active) throw new AppError('PROVIDER_NOT_FOUND');
  const rows = await db()
    .select({ id: providerTables.id, number: providerTables.number })
    .from(providerTables)
    .where(and(eq(providerTables.providerId, providerId)))
    .orderBy(asc(providerTables.number))
    .limit(500);
  return { tables: rows.map((r) => ({ _id: r.id, number: r.number })) };
}
