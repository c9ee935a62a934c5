import type { Writable } from 'node:stream';
import { route } from '@/server/http/route';
import { ZUserListFilter } from '@/lib/contracts/users';
import { exportFileName, writeUsersXlsx } from '@/server/services/users/export-users-excel';

/** GET /v1/user/excel/list with the user list's filters: an .xlsx of the matching users, streamed (users permission). */
export default route({
  GET: {
    auth: 'user',
    perm: { flag: 'users' },
    query: ZUserListFilter,
    run: async ({ query, res }) => {
      res.statusCode = 200;
      res.setHeader('Content-Type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
      res.setHeader('Content-Disposition', `attachment; filename="${exportFileName()}"`);
      res.setHeader('Cache-Control', 'no-store');
      await writeUsersXlsx({ filter: query, out: res as unknown as Writable });
    },
  },
});
