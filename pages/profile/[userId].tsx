import type { GetServerSideProps } from 'next';
import PublicProfile, { type PublicProfileProps } from '@/components/profile/PublicProfile';
import { ssr } from '@/server/ssr';
import { config } from '@/server/config';
import { AppError } from '@/server/http/errors';
import { publicProfile } from '@/server/services/users/get-public-profile';

export const getServerSideProps: GetServerSideProps<PublicProfileProps> = async ({ params, req }) =>
  ssr(req, async () => {
    const id = String(params?.userId ?? '');
    if (!/^[A-Za-z0-9_-]{1,64}$/.test(id)) throw new AppError('USER_NOT_FOUND');
    return { origin: config().publicBaseUrl, user: (await publicProfile({ userId: id })).user };
  });

/** /profile/{userId}: a member's public profile, as their privacy allows; 404 when there is no such member. */
export default function PublicProfilePage(props: PublicProfileProps) {
  return <PublicProfile {...props} />;
}
