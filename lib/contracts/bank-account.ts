import { z } from 'zod';
import { ZId } from './common';
import { normalizeIban } from '../iban';
import { BANK_ACCOUNT_TEXT } from '../messages/bank-account';

/** The head office's bank accounts (/panel/bank-accounts). */
const ZTitle = z
  .string({ error: BANK_ACCOUNT_TEXT.titleRequired })
  .trim()
  .min(1, { error: BANK_ACCOUNT_TEXT.titleRequired })
  .max(120);

export const ZBankAccountAdd = z.object({
  title: ZTitle,
  ownerName: z
    .string({ error: BANK_ACCOUNT_TEXT.ownerRequired })
    .trim()
    .min(1, { error: BANK_ACCOUNT_TEXT.ownerRequired })
    .max(120),
  bankName: z.string().trim().max(60).optional().default(''),
  iban: z.string({ error: BANK_ACCOUNT_TEXT.ibanInvalid }).transform((raw, ctx) => {
    const iban = normalizeIban(raw);
    if (!iban) {
      ctx.addIssue({ code: 'custom', message: BANK_ACCOUNT_TEXT.ibanInvalid });
      return z.NEVER;
    }
    return iban;
  }),
});
export type BankAccountAddInput = z.input<typeof ZBankAccountAdd>;
export const ZBankAccountRemove = z.object({ bankAccountId: ZId });
export type BankAccountRemoveInput = z.input<typeof ZBankAccountRemove>;

export interface BankAccountView {
  _id: string;
  title: string;
  ownerName: string;
  bankName: string;
  iban: string;
  createdAt: string;
}

export interface BankAccountListView {
  bankAccounts: BankAccountView[];
  total: number;
}
