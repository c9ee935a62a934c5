import { route } from '@/server/http/route';
import { ZTabCancel } from '@/lib/contracts/tab';
import { cancelTab } from '@/server/services/tab/cancel-tab';

export default route({
  POST: { auth: 'user', staff: 'orders', body: ZTabCancel, run: ({ user, body }) => cancelTab({ user, input: body }) },
});
