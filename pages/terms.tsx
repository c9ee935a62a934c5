import type { GetServerSideProps } from 'next';
import type { AboutUsView } from '@/lib/contracts/about-us';
import type { ProviderView } from '@/lib/contracts/menu/customer';
import { TermsPage } from '@/components/about-us/People';
import { ssr } from '@/server/ssr';
import { config } from '@/server/config';
import { getAboutUs } from '@/server/services/about-us/get-about-us';
import { listProviders } from '@/server/services/provider/list-providers';

interface Props {
  origin: string;
  laws: AboutUsView['laws'];
  providers: ProviderView[];
}

export const getServerSideProps: GetServerSideProps<Props> = async ({ req }) =>
  ssr(req, async () => {
    const [about, { providers }] = await Promise.all([getAboutUs(), listProviders()]);
    return { origin: config().publicBaseUrl, laws: about.laws, providers };
  });

/** /terms: terms of use. */
export default function Terms(props: Props) {
  return <TermsPage {...props} />;
}
