import { z } from 'zod';
import { route } from '@/server/http/route';
import { listBankAccounts } from '@/server/services/office/bank-accounts';

export default route({
  GET: { auth: 'user', query: z.object({}), perm: { flag: 'bankAccounts' }, run: () => listBankAccounts() },
});
