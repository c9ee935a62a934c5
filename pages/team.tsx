import type { GetServerSideProps } from 'next';
import type { AboutUsView } from '@/lib/contracts/about-us';
import { TeamPage } from '@/components/about-us/People';
import { ssr } from '@/server/ssr';
import { config } from '@/server/config';
import { getAboutUs } from '@/server/services/about-us/get-about-us';

interface Props {
  origin: string;
  colleagues: AboutUsView['colleagues'];
}

export const getServerSideProps: GetServerSideProps<Props> = async ({ req }) =>
  ssr(req, async () => ({ origin: config().publicBaseUrl, colleagues: (await getAboutUs()).colleagues }));

/** /team: our people. */
export default function Team(props: Props) {
  return <TeamPage {...props} />;
}
