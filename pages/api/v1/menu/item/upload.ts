import { z } from 'zod';
import { route } from '@/server/http/route';
import { ZId } from '@/lib/contracts/common';
import { ZAboutFile } from '@/lib/contracts/about-us';
import { MAX_COVER_BYTES, storeItemCover } from '@/server/services/menu/store-item-cover';

// Multipart: route() reads the form itself.
export const config = { api: { bodyParser: false } };

/** POST /v1/menu/item/upload (not in the spec): an item's cover, answered as `{ cover }` for item add/edit. */
export default route({
  POST: {
    auth: 'user',
    body: z.object({ providerId: ZId, file: ZAboutFile }),
    accepts: ['multipart'],
    maxBodyBytes: MAX_COVER_BYTES + 64 * 1024,
    maxFileBytes: MAX_COVER_BYTES,
    perm: { flag: 'menu', provider: ({ body }) => body.providerId },
    run: async ({ user, body }) =>
      storeItemCover({ data: Buffer.from(await body.file.arrayBuffer()), ownerId: user.id }),
  },
});
