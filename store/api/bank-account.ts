import { api } from './base';
import type {
  BankAccountAddInput,
  BankAccountListView,
  BankAccountRemoveInput,
  BankAccountView,
} from '@/lib/contracts/bank-account';

const bankAccountApi0 = api.enhanceEndpoints({ addTagTypes: ['BankAccounts'] });

/** The head office's bank accounts. */
export const bankAccountApi = bankAccountApi0.injectEndpoints({
  endpoints: (b) => ({
    bankAccounts: b.query<BankAccountListView, void>({
      query: () => ({ url: '/v1/bankAccount/list' }),
      providesTags: ['BankAccounts'],
    }),
    addBankAccount: b.mutation<{ bankAccount: BankAccountView }, BankAccountAddInput>({
      query: (body) => ({ url: '/v1/bankAccount/add', method: 'POST', data: body }),
      invalidatesTags: ['BankAccounts'],
    }),
    removeBankAccount: b.mutation<{ success: true }, BankAccountRemoveInput>({
      query: (body) => ({ url: '/v1/bankAccount/remove', method: 'POST', data: body }),
      invalidatesTags: ['BankAccounts'],
    }),
  }),
});

export const { useBankAccountsQuery, useAddBankAccountMutation, useRemoveBankAccountMutation } = bankAccountApi;
