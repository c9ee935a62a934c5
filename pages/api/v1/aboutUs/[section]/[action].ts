import { z } from 'zod';
import { route } from '@/server/http/route';
import { MAX_UPLOAD_BYTES } from '@/server/services/files/sniff-file';
import { ZAboutBody } from '@/lib/contracts/about-us';
import { addAboutItem } from '@/server/services/about-us/add-about-item';
import { editAboutItem } from '@/server/services/about-us/edit-about-item';
import { removeAboutItem } from '@/server/services/about-us/remove-about-item';
import { sectionOf } from '@/server/services/about-us/section-of';

// Gallery images and form files arrive as multipart; route() reads JSON and forms alike.
export const config = { api: { bodyParser: false } };

/** POST /v1/aboutUs/{section}/add | edit | remove; each section's fields are checked by the service. */
export default route({
  POST: {
    auth: 'user',
    perm: { flag: 'aboutUs' },
    query: z.object({ section: z.string().max(40), action: z.enum(['add', 'edit', 'remove']) }),
    body: ZAboutBody,
    accepts: ['multipart'],
    maxBodyBytes: 11 * 1024 * 1024,
    maxFileBytes: MAX_UPLOAD_BYTES,
    run: ({ query, body, user }) => {
      const section = sectionOf(query.section);
      if (query.action === 'add') return addAboutItem({ section, body, actor: user });
      if (query.action === 'edit') return editAboutItem({ section, body, actor: user });
      return removeAboutItem({ section, body });
    },
  },
});
