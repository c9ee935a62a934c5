import type { GetServerSideProps } from 'next';
import ExplorePage, { type ExplorePageProps } from '@/components/explore/ExplorePage';
import { ssr } from '@/server/ssr';
import { config } from '@/server/config';
import { randomPublicUsers } from '@/server/services/public-user';
import { topTags } from '@/server/services/tag';
import { viewerOf } from '@/server/services/profile/viewer';

export const getServerSideProps: GetServerSideProps<ExplorePageProps> = async ({ req }) =>
  ssr(req, async () => {
    const viewer = await viewerOf(req);
    const [{ users }, { tags }] = await Promise.all([randomPublicUsers({ excludeId: viewer?.id }), topTags()]);
    return { origin: config().publicBaseUrl, users, topTags: tags };
  });

/** /explore: networking with other members. */
export default function Explore(props: ExplorePageProps) {
  return <ExplorePage {...props} />;
}
