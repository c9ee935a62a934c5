import { route } from '@/server/http/route';
import { ZCommissionDefaults } from '@/lib/contracts/academy';
import { editCommissionDefaults } from '@/server/services/academy/commission-defaults';

/** The chain's default: chain-wide `events` only. */
export default route({
  POST: {
    auth: 'user',
    perm: { flag: 'events' },
    body: ZCommissionDefaults,
    run: ({ body }) => editCommissionDefaults({ input: body }),
  },
});
