import { route } from '@/server/http/route';
import { ZFileField } from '@/lib/contracts/fields';
import { ZLifePostAdd } from '@/lib/contracts/life';
import { addLifePost } from '@/server/services/life/add-life-post';

// Multipart (the photo): route() reads the form itself.
export const config = { api: { bodyParser: false } };

export default route({
  POST: {
    auth: 'user',
    perm: { flag: 'aboutUs' },
    body: ZLifePostAdd.extend({ image: ZFileField.optional() }),
    accepts: ['multipart'],
    maxBodyBytes: 6 * 1024 * 1024,
    maxFileBytes: 5 * 1024 * 1024,
    run: ({ user, body }) => addLifePost({ actor: user, input: body }),
  },
});
