import { ZId } from '@/lib/contracts/common';
import { storedFileRoute } from '@/server/http/stored-file';
import { userPhoto } from '@/server/services/profile/user-photo';

// Links with ?v= (part of the stored name) change with the photo and can be kept; a bare address (the header's) is rechecked.
export default storedFileRoute({
  param: 'userId',
  nameSchema: ZId,
  read: (userId) => userPhoto({ userId }),
  versioned: true,
});
