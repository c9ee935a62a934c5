import { route } from '@/server/http/route';
import { ZBankAccountRemove } from '@/lib/contracts/office';
import { removeBankAccount } from '@/server/services/office/bank-accounts';

export default route({
  POST: {
    auth: 'user',
    perm: { flag: 'bankAccounts' },
    body: ZBankAccountRemove,
    run: ({ body }) => removeBankAccount(body),
  },
});
