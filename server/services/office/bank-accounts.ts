import { desc, eq } from 'drizzle-orm';
import type { BankAccountView } from '@/lib/contracts/office';
import type { SessionUser } from '../../auth/session';
import { db } from '../../db/client';
import { newId } from '../../db/ids';
import { bankAccounts } from '../../db/schema';
import { AppError } from '../../http/errors';

type Row = typeof bankAccounts.$inferSelect;

const toView = (r: Row): BankAccountView => ({
  _id: r.id,
  title: r.title,
  ownerName: r.ownerName,
  bankName: r.bankName,
  iban: r.iban,
  createdAt: r.createdAt.toISOString(),
});

/** GET /v1/bankAccount/list: the chain's settlement accounts, newest first. */
export async function listBankAccounts(): Promise<{ bankAccounts: BankAccountView[]; total: number }> {
  const rows = await db().select().from(bankAccounts).orderBy(desc(bankAccounts.createdAt), desc(bankAccounts.id));
  return { bankAccounts: rows.map(toView), total: rows.length };
}

/** POST /v1/bankAccount/add: the IBAN arrives normalised and checksum-verified (lib/contracts/office.ts). */
export async function addBankAccount(
  actor: SessionUser,
  input: { title: string; ownerName: string; bankName: string; iban: string },
): Promise<{ bankAccount: BankAccountView }> {
  const rows = await db()
    .insert(bankAccounts)
    .values({
      id: newId(),
      title: input.title,
      ownerName: input.ownerName,
      bankName: input.bankName,
      iban: input.iban,
      createdBy: actor.id,
    })
    .onConflictDoNothing({ target: bankAccounts.iban })
    .returning();
  if (!rows.length) throw new AppError('BANK_ACCOUNT_EXISTS');
  return { bankAccount: toView(rows[0]) };
}

/** POST /v1/bankAccount/remove. */
export async function removeBankAccount({ bankAccountId }: { bankAccountId: string }): Promise<{ success: true }> {
  const gone = await db()
    .delete(bankAccounts)
    .where(eq(bankAccounts.id, bankAccountId))
    .returning({ id: bankAccounts.id });
  if (!gone.length) throw new AppError('BANK_ACCOUNT_NOT_FOUND');
  return { success: true };
}
