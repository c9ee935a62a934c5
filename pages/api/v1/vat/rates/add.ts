import { route } from '@/server/http/route';
import { ZVatRateAdd } from '@/lib/contracts/invoice';
import { addVatRate } from '@/server/services/vat/rates';

export default route({
  POST: {
    auth: 'user',
    perm: { flag: 'providers' },
    body: ZVatRateAdd,
    run: ({ user, body }) => addVatRate({ actorId: user.id, input: body }),
  },
});
