import { z } from 'zod';
import { route } from '@/server/http/route';
import { ZId, ZPaging } from '@/lib/contracts/common';
import { listCertificates } from '@/server/services/academy/certificates';

export default route({
  GET: {
    auth: 'user',
    staff: 'events',
    query: z.object({ page: ZPaging(100), eventId: ZId }),
    run: ({ user, query }) => listCertificates({ actor: user, eventId: query.eventId, paging: query.page }),
  },
});
