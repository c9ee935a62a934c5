import type { BankAccountView } from '@/lib/contracts/bank-account';
import type { SessionUser } from '../../auth/session';
import { db } from '../../db/client';
import { newId } from '../../db/ids';
import { bankAccounts } from '../../db/schema';
import { AppError } from '../../http/errors';
import { toView } from './bank-account-view';

/** POST /v1/bankAccount/add: the IBAN arrives normalised and checksum-verified (lib/contracts/bank-account.ts). */
export async function addBankAccount({
  actor,
  input,
}: {
  actor: SessionUser;
  input: { title: string; ownerName: string; bankName: string; iban: string };
}): Promise<{ bankAccount: BankAccountView }> {
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
