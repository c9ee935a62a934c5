import { route } from '@/server/http/route';
import { ZBankAccountRemove } from '@/lib/contracts/bank-account';
import { removeBankAccount } from '@/server/services/bank-account/remove-bank-account';

export default route({
  POST: {
    auth: 'user',
    perm: { flag: 'bankAccounts' },
    body: ZBankAccountRemove,
    run: ({ body }) => removeBankAccount(body),
  },
});
