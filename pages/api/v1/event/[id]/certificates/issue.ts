import { z } from 'zod';
import { route } from '@/server/http/route';
import { ZId } from '@/lib/contracts/common';
import { issueCertificates } from '@/server/services/academy/issue-certificates';

export default route({
  POST: {
    auth: 'user',
    staff: 'events',
    query: z.object({ id: ZId }),
    body: z.object({}).optional(),
    run: ({ user, query }) => issueCertificates({ actor: user, eventId: query.id }),
  },
});
