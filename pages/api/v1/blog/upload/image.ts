import { z } from 'zod';
import { route } from '@/server/http/route';
import { MAX_UPLOAD_BYTES } from '@/server/services/files/sniff-file';
import { ZAboutFile } from '@/lib/contracts/about-us';
import { uploadBlogImage } from '@/server/services/blog/image';

// Multipart: route() reads the form itself.
export const config = { api: { bodyParser: false } };

export default route({
  POST: {
    auth: 'user',
    body: z.object({ image: ZAboutFile }),
    accepts: ['multipart'],
    maxBodyBytes: 11 * 1024 * 1024,
    maxFileBytes: MAX_UPLOAD_BYTES,
    run: ({ user, body }) => uploadBlogImage({ actor: user, image: body.image }),
  },
});
