import { z } from 'zod';
import { route } from '@/server/http/route';
import { listBankAccounts } from '@/server/services/bank-account/list-bank-accounts';

export default route({
  GET: { auth: 'user', query: z.object({}), perm: { flag: 'bankAccounts' }, run: () => listBankAccounts() },
});
