import { eq } from 'drizzle-orm';
import { type DbOrTx } from '../../db/client';
import { users } from '../../db/schema';

export const orNull = (v: string | null | undefined) =>
  v === undefined ? undefined : v === null || v === '' ? null : v;

export async function phoneTaken({
  phone,
  exceptId,
  tx,
}: {
  phone: string;
  exceptId: string | null;
  tx: DbOrTx;
}): Promise<boolean> {
  const [u] = await tx.select({ id: users.id }).from(users).where(eq(users.phone, phone)).limit(1);
  return Boolean(u && u.id !== exceptId);
}
