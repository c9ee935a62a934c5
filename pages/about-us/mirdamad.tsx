import type { GetServerSideProps } from 'next';
import type { ProviderView } from '@/lib/contracts/menu/customer';
import type { AboutUsView } from '@/lib/contracts/about-us';
import { BranchPage } from '@/components/about-us/Branches';
import { ssr } from '@/server/ssr';
import { config } from '@/server/config';
import { AppError } from '@/server/http/errors';
import { listProviders } from '@/server/services/provider/list-providers';
import { getAboutUs } from '@/server/services/about-us/get-about-us';

interface Props {
  origin: string;
  provider: ProviderView;
  holidays: AboutUsView['holidays'];
  gallery: AboutUsView['gallery'];
}

export const getServerSideProps: GetServerSideProps<Props> = async ({ req }) =>
  ssr(req, async () => {
    const [{ providers }, about] = await Promise.all([listProviders(), getAboutUs()]);
    const provider = providers.find((p) => p.branch === 'mirdamad');
    if (!provider) throw new AppError('PROVIDER_NOT_FOUND');
    return { origin: config().publicBaseUrl, provider, holidays: about.holidays, gallery: about.gallery };
  });

/** /about-us/mirdamad: the Mirdamad branch. */
export default function MirdamadPage(props: Props) {
  return <BranchPage {...props} />;
}
