import type { BankAccountView } from '@/lib/contracts/bank-account';
import { bankAccounts } from '../../db/schema';

type Row = typeof bankAccounts.$inferSelect;

export const toView = (r: Row): BankAccountView => ({
  _id: r.id,
  title: r.title,
  ownerName: r.ownerName,
  bankName: r.bankName,
  iban: r.iban,
  createdAt: r.createdAt.toISOString(),
});
