import { route } from '@/server/http/route';
import { ZSignaturesEdit } from '@/lib/contracts/academy';
import { editSignatures } from '@/server/services/academy/certificate-signatures';

/** The slots print on every branch's certificates: chain-wide `events` only. */
export default route({
  POST: {
    auth: 'user',
    perm: { flag: 'events' },
    body: ZSignaturesEdit,
    run: ({ body }) => editSignatures({ input: body }),
  },
});
