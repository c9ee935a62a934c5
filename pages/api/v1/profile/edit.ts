import { route } from '@/server/http/route';
import { ZProfileEdit } from '@/lib/contracts/profile';
import { editableProfile, editProfile } from '@/server/services/profile';

export default route({
  GET: { auth: 'user', run: ({ user }) => editableProfile(user.id) },
  POST: { auth: 'user', body: ZProfileEdit, run: ({ user, body }) => editProfile({ actor: user, input: body }) },
});
