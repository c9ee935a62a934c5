import { z } from 'zod';
import { route } from '@/server/http/route';
import { ZAboutFile } from '@/lib/contracts/content';
import { uploadBlogImage } from '@/server/services/blog';

// Multipart: route() reads the form itself.
export const config = { api: { bodyParser: false } };

export default route({
  POST: { auth: 'user', body: z.object({ image: ZAboutFile }), maxBodyBytes: 11 * 1024 * 1024, run: ({ user, body }) => uploadBlogImage({ actor: user, image: body.image }) },
});
