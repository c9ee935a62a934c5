import { eq } from 'drizzle-orm';
import type { TableAdminView } from '@/lib/contracts/provider';
import { db } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { providers } from '../../db/schema';
import { AppError } from '../../http/errors';

export function toAdminView(r: { id: string; providerId: string; number: number; label: string }): TableAdminView {
  return { _id: r.id, providerId: r.providerId, number: r.number, label: r.label, qrPath: `/qr/${r.id}` };
}

export async function ensureProviderRow(providerId: string) {
  const [p] = await db().select({ id: providers.id }).from(providers).where(eq(providers.id, providerId)).limit(1);
  if (!p) throw new AppError('PROVIDER_NOT_FOUND');
}

/** A number another table in use has: 409 with a Persian message (the unique index decides under races). */
export function numberTaken(err: unknown): never {
  if (isUniqueViolation(err)) throw new AppError('TABLE_NUMBER_TAKEN');
  throw err;
}
