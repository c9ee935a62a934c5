import { route } from '@/server/http/route';
import { ZProfileEdit } from '@/lib/contracts/profile';
import { editableProfile } from '@/server/services/profile/editable-profile';
import { editProfile } from '@/server/services/profile/edit-profile';

export default route({
  GET: { auth: 'user', run: ({ user }) => editableProfile({ userId: user.id }) },
  POST: { auth: 'user', body: ZProfileEdit, run: ({ user, body }) => editProfile({ actor: user, input: body }) },
});
