import { route } from '@/server/http/route';
import { ZRemoveAttachment } from '@/lib/contracts/ticket/schemas';
import { removeAttachment } from '@/server/services/ticket/remove-attachment';

export default route({
  POST: {
    auth: 'user',
    body: ZRemoveAttachment,
    run: ({ user, body }) => removeAttachment({ actor: user, fileName: body.attachmentFileName, scope: 'ticket' }),
  },
});
