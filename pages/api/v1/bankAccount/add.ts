import { route } from '@/server/http/route';
import { ZBankAccountAdd } from '@/lib/contracts/bank-account';
import { addBankAccount } from '@/server/services/bank-account/add-bank-account';

export default route({
  POST: {
    auth: 'user',
    perm: { flag: 'bankAccounts' },
    body: ZBankAccountAdd,
    run: ({ user, body }) => addBankAccount({ actor: user, input: body }),
  },
});
