import { z } from 'zod';
import { route } from '@/server/http/route';
import { MAX_UPLOAD_BYTES } from '@/server/services/files/sniff-file';
import { uploadTicketAttachment } from '@/server/services/ticket/upload-attachment';

// Multipart: route() reads the form itself (field `file`); a body past 10 MB is refused while it streams in.
export const config = { api: { bodyParser: false } };

export default route({
  POST: {
    auth: 'user',
    staff: 'support',
    body: z.object({ file: z.unknown().optional() }),
    accepts: ['multipart'],
    maxBodyBytes: MAX_UPLOAD_BYTES + 256 * 1024,
    maxFileBytes: MAX_UPLOAD_BYTES,
    run: ({ user, body }) => uploadTicketAttachment({ actor: user, file: body.file }),
  },
});
