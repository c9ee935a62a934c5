import { route } from '@/server/http/route';
import { ZRemoveAddress } from '@/lib/contracts/address';
import { removeAddress } from '@/server/services/address/remove-address';

/** POST /v1/profile/address/remove: deletes one of the customer's own saved addresses. */
export default route({
  POST: {
    auth: 'user',
    body: ZRemoveAddress,
    run: ({ user, body }) => removeAddress({ user, addressId: body.addressId }),
  },
});
