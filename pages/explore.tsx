import type { GetServerSideProps } from 'next';
import ExplorePage, { type ExplorePageProps } from '@/components/explore/ExplorePage';
import { ssr } from '@/server/ssr';
import { config } from '@/server/config';
import { randomPublicUsers } from '@/server/services/users/random-public-users';
import { topTags } from '@/server/services/tag/top-tags';
import { viewerOf } from '@/server/services/profile/viewer';
import { readToken } from '@/server/http/cookies';

export const getServerSideProps: GetServerSideProps<ExplorePageProps> = async ({ req }) =>
  ssr(req, async () => {
    const viewer = await viewerOf({ token: readToken(req) });
    const [{ users }, { tags }] = await Promise.all([randomPublicUsers({ excludeId: viewer?.id }), topTags()]);
    return { origin: config().publicBaseUrl, users, topTags: tags };
  });

/** /explore: networking with other members. */
export default function Explore(props: ExplorePageProps) {
  return <ExplorePage {...props} />;
}
