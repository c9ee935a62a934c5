import { route } from '@/server/http/route';
import { ZFileField } from '@/lib/contracts/fields';
import { ZLifePostEdit } from '@/lib/contracts/life';
import { editLifePost } from '@/server/services/life/edit-life-post';

// Multipart (the photo): route() reads the form itself.
export const config = { api: { bodyParser: false } };

export default route({
  POST: {
    auth: 'user',
    perm: { flag: 'aboutUs' },
    body: ZLifePostEdit.extend({ image: ZFileField.optional() }),
    accepts: ['multipart'],
    maxBodyBytes: 6 * 1024 * 1024,
    maxFileBytes: 5 * 1024 * 1024,
    run: ({ user, body }) => editLifePost({ actor: user, input: body }),
  },
});
