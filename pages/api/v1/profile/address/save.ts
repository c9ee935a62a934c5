import { route } from '@/server/http/route';
import { ZSaveAddress } from '@/lib/contracts/address';
import { saveAddress } from '@/server/services/address/save-address';

/** POST /v1/profile/address/save: keeps a delivery address on the profile. */
export default route({
  POST: { auth: 'user', body: ZSaveAddress, run: ({ user, body }) => saveAddress({ user, input: body }) },
});
