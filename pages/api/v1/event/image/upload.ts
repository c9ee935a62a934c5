import { z } from 'zod';
import { route } from '@/server/http/route';
import { EVENT_IMAGE_KINDS } from '@/lib/contracts/academy';
import { uploadEventImage } from '@/server/services/academy/upload-image';

// Multipart: route() reads the form itself.
export const config = { api: { bodyParser: false } };

export default route({
  POST: {
    auth: 'user',
    staff: 'events',
    body: z.object({ file: z.unknown(), kind: z.enum(EVENT_IMAGE_KINDS) }),
    accepts: ['multipart'],
    maxBodyBytes: 6 * 1024 * 1024,
    maxFileBytes: 5 * 1024 * 1024,
    run: ({ user, body }) => uploadEventImage({ actor: user, file: body.file, kind: body.kind }),
  },
});
