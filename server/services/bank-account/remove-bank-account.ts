import { eq } from 'drizzle-orm';
import { db } from '../../db/client';
import { bankAccounts } from '../../db/schema';
import { AppError } from '../../http/errors';

/** POST /v1/bankAccount/remove. */
export async function removeBankAccount({ bankAccountId }: { bankAccountId: string }): Promise<{ success: true }> {
  const gone = await db()
    .delete(bankAccounts)
    .where(eq(bankAccounts.id, bankAccountId))
    .returning({ id: bankAccounts.id });
  if (!gone.length) throw new AppError('BANK_ACCOUNT_NOT_FOUND');
  return { success: true };
}
