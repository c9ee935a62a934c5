import { route } from '@/server/http/route';
import { ZProviderAdd } from '@/lib/contracts/provider';
import { addProvider } from '@/server/services/provider/add-provider';

export default route({
  POST: { auth: 'user', body: ZProviderAdd, perm: { flag: 'providers' }, run: ({ body }) => addProvider(body) },
});
