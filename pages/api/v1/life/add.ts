import { route } from '@/server/http/route';
import { ZFileField } from '@/lib/contracts/fields';
import { ZLifePostAdd } from '@/lib/contracts/office';
import { addLifePost } from '@/server/services/office/life';

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
    run: ({ user, body }) => addLifePost(user, body),
  },
});
