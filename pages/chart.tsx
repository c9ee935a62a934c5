import type { GetServerSideProps } from 'next';
import type { AboutUsView } from '@/lib/contracts/about-us';
import { ChartPage } from '@/components/about-us/People';
import { ssr } from '@/server/ssr';
import { config } from '@/server/config';
import { getAboutUs } from '@/server/services/about-us/get-about-us';

interface Props {
  origin: string;
  colleagues: AboutUsView['colleagues'];
}

export const getServerSideProps: GetServerSideProps<Props> = async ({ req }) =>
  ssr(req, async () => ({ origin: config().publicBaseUrl, colleagues: (await getAboutUs()).colleagues }));

/** /chart: the organisation chart. */
export default function Chart(props: Props) {
  return <ChartPage {...props} />;
}
