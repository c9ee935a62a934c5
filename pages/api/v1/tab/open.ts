import { route } from '@/server/http/route';
import { errorBody } from '@/server/http/errors';
import { ERRORS } from '@/lib/messages';
import { ZTabOpen } from '@/lib/contracts/tab';
import { openTab } from '@/server/services/tab/open-tab';

/** POST /v1/tab/open: the new tab, or 409 with the open tab's id (`tabId`) when the table already has one. */
export default route({
  POST: {
    auth: 'user',
    body: ZTabOpen,
    run: async ({ res, user, body }) => {
      const out = await openTab({ user, tableId: body.tableId });
      if ('tab' in out) return out;
      const e = ERRORS.TAB_ALREADY_OPEN;
      res.setHeader('Cache-Control', 'no-store');
      res.status(409).json({
        ...errorBody('TAB_ALREADY_OPEN', e.fa, e.en, undefined, { tabId: out.conflict }),
        tabId: out.conflict,
      });
    },
  },
});
