import { z } from 'zod';
import { route } from '@/server/http/route';
import { ZAvatarUpload } from '@/lib/contracts/profile';
import { removeAvatar } from '@/server/services/profile/remove-avatar';
import { uploadAvatar } from '@/server/services/profile/upload-avatar';

// Multipart: route() reads the form itself.
export const config = { api: { bodyParser: false } };

export default route({
  POST: {
    auth: 'user',
    body: ZAvatarUpload,
    accepts: ['multipart'],
    maxBodyBytes: 6 * 1024 * 1024,
    maxFileBytes: 5 * 1024 * 1024,
    run: ({ user, body }) => uploadAvatar({ actor: user, avatar: body.avatar }),
  },
  DELETE: { auth: 'user', body: z.object({}).optional(), run: ({ user }) => removeAvatar({ actor: user }) },
});
