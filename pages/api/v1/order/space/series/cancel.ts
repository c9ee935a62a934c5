import { route } from '@/server/http/route';
import { ZSpaceSeriesCancel } from '@/lib/contracts/space/series';
import { cancelSpaceSeries } from '@/server/services/space/series';

export default route({
  POST: {
    auth: 'user',
    body: ZSpaceSeriesCancel,
    run: ({ user, body }) => cancelSpaceSeries({ actor: user, seriesId: body.seriesId, fromDate: body.fromDate }),
  },
});
