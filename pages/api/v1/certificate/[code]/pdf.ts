import { z } from 'zod';
import { route } from '@/server/http/route';
import { sendFile } from '@/server/http/send-file';
import { certificatePdf } from '@/server/services/academy/certificate-pdf';

/** Public: the certificate as a PDF; an unknown code is a 404. */
export default route({
  GET: {
    auth: 'none',
    query: z.object({ code: z.string().trim().min(1).max(40) }),
    run: async ({ query, res }) => sendFile(res, await certificatePdf({ code: query.code }), { inline: true }),
  },
});
