import { desc } from 'drizzle-orm';
import type { BankAccountView } from '@/lib/contracts/bank-account';
import { db } from '../../db/client';
import { bankAccounts } from '../../db/schema';
import { toView } from './bank-account-view';

/** GET /v1/bankAccount/list: the chain's settlement accounts, newest first. */
export async function listBankAccounts(): Promise<{ bankAccounts: BankAccountView[]; total: number }> {
  const rows = await db().select().from(bankAccounts).orderBy(desc(bankAccounts.createdAt), desc(bankAccounts.id));
  return { bankAccounts: rows.map(toView), total: rows.length };
}
