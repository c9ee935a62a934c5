import { z } from 'zod';
import { route } from '@/server/http/route';
import { getCertificate } from '@/server/services/academy/certificates';

/** Public: anyone verifies a certificate by its code; an unknown code is a 404. */
export default route({
  GET: {
    auth: 'none',
    query: z.object({ code: z.string().trim().min(1).max(40) }),
    run: ({ query }) => getCertificate({ code: query.code }),
  },
});
