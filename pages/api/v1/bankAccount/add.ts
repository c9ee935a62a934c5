import { route } from '@/server/http/route';
import { ZBankAccountAdd } from '@/lib/contracts/office';
import { addBankAccount } from '@/server/services/office/bank-accounts';

export default route({
  POST: {
    auth: 'user',
    perm: { flag: 'bankAccounts' },
    body: ZBankAccountAdd,
    run: ({ user, body }) => addBankAccount(user, body),
  },
});
