import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { holdsChainRights } from '@/lib/permissions';
import type { DbOrTx } from '../../db/client';
import { users } from '../../db/schema';
import { newId } from '../../db/ids';

/** A person's display name: first and last name, or '' when the profile has none. */
export function fullName(u: { firstName: string | null; lastName: string | null } | undefined | null): string {
  return [u?.firstName, u?.lastName].filter(Boolean).join(' ');
}

function referralCode(): string {
  return randomBytes(6)
    .toString('base64')
    .replace(/[^A-Za-z0-9]/g, '')
    .slice(0, 8)
    .toUpperCase()
    .padEnd(8, 'X');
}

/**
 * The user of `phone`, registered when new (staff add people by phone; they sign in later with an
 * SMS code as anyone does). Names fill only what the profile lacks, and nothing on an account with
 * chain-level rights (issue 22).
 */
export async function findOrRegister({
  tx,
  phone,
  names = {},
}: {
  tx: DbOrTx;
  phone: string;
  names?: { firstName?: string; lastName?: string };
}): Promise<typeof users.$inferSelect> {
  const [existing] = await tx.select().from(users).where(eq(users.phone, phone)).limit(1);
  if (existing) {
    if (holdsChainRights(existing)) return existing;
    const patch: Partial<typeof users.$inferInsert> = {};
    if (!existing.firstName && names.firstName) patch.firstName = names.firstName;
    if (!existing.lastName && names.lastName) patch.lastName = names.lastName;
    if (Object.keys(patch).length) {
      const [updated] = await tx
        .update(users)
        .set({ ...patch, updatedAt: sql`now()` })
        .where(eq(users.id, existing.id))
        .returning();
      return updated;
    }
    return existing;
  }
  // A concurrent insert of the same phone loses on the unique index and is read back.
  const [created] = await tx
    .insert(users)
    .values({
      id: newId(),
      phone,
      firstName: names.firstName || null,
      lastName: names.lastName || null,
      referralCode: referralCode(),
    })
    .onConflictDoNothing()
    .returning();
  if (created) return created;
  const [again] = await tx.select().from(users).where(eq(users.phone, phone)).limit(1);
  return again;
}
