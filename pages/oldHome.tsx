import type { GetServerSideProps } from 'next';
import OldHome, { type OldHomeProps } from '@/components/about-us/OldHome';
import { ssr } from '@/server/ssr';
import { config } from '@/server/config';
import { getAboutUs } from '@/server/services/about-us/get-about-us';
import { listProviders } from '@/server/services/provider/list-providers';
import { listBlogs } from '@/server/services/blog/read-blog';

export const getServerSideProps: GetServerSideProps<OldHomeProps> = async ({ req }) =>
  ssr(req, async () => {
    const [about, { providers }, { blogs }] = await Promise.all([
      getAboutUs(),
      listProviders(),
      listBlogs({ viewer: null, paging: { page: 1, size: 3 } }),
    ]);
    return { origin: config().publicBaseUrl, intro: about.introduction, providers, blogs };
  });

/** /oldHome: the previous home page. */
export default function OldHomePage(props: OldHomeProps) {
  return <OldHome {...props} />;
}
