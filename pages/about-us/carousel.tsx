import type { GetServerSideProps } from 'next';
import AboutMain, { type AboutMainProps } from '@/components/about-us/AboutMain';
import { ssr } from '@/server/ssr';
import { config } from '@/server/config';
import { getAboutUs } from '@/server/services/about-us/get-about-us';

export const getServerSideProps: GetServerSideProps<AboutMainProps> = async ({ req }) =>
  ssr(req, async () => ({ origin: config().publicBaseUrl, about: await getAboutUs() }));

/** /about-us/carousel: the about page, opening with the gallery carousel. */
export default function AboutCarouselPage(props: AboutMainProps) {
  return <AboutMain {...props} />;
}
