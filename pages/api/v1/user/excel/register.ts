import { z } from 'zod';
import { route } from '@/server/http/route';
import { EXCEL_MAX_BYTES } from '@/lib/contracts/users';
import { ERRORS } from '@/lib/messages';
import { registerUsersFromExcel } from '@/server/services/users/register-users-from-excel';

// Multipart: route() reads the form itself.
export const config = { api: { bodyParser: false } };

const ZExcelFile = z.object({
  file: z.custom<File>((v) => v !== null && typeof v === 'object' && 'arrayBuffer' in (v as object), {
    error: ERRORS.EXCEL_FILE_REQUIRED.fa,
  }),
});

/** POST /v1/user/excel/register (multipart `file`, .xlsx up to 2 MB): registers the sheet's users, row by row (users permission). */
export default route({
  POST: {
    auth: 'user',
    perm: { flag: 'users' },
    body: ZExcelFile,
    accepts: ['multipart'],
    maxBodyBytes: EXCEL_MAX_BYTES + 64 * 1024,
    maxFileBytes: EXCEL_MAX_BYTES,
    run: ({ body }) => registerUsersFromExcel({ file: body.file }),
  },
});
