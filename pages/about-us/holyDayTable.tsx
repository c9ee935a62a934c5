import type { GetServerSideProps } from 'next';
import type { ProviderView } from '@/lib/contracts/menu/customer';
import type { AboutUsView } from '@/lib/contracts/about-us';
import { tehranIsoDate } from '@/lib/jalali';
import { HolidayTable } from '@/components/about-us/Branches';
import { ssr } from '@/server/ssr';
import { config } from '@/server/config';
import { listProviders } from '@/server/services/provider/list-providers';
import { getAboutUs } from '@/server/services/about-us/get-about-us';

interface Props {
  origin: string;
  holidays: AboutUsView['holidays'];
  providers: ProviderView[];
  today: string;
}

export const getServerSideProps: GetServerSideProps<Props> = async ({ req }) =>
  ssr(req, async () => {
    const [{ providers }, about] = await Promise.all([listProviders(), getAboutUs()]);
    return { origin: config().publicBaseUrl, holidays: about.holidays, providers, today: tehranIsoDate() };
  });

/** /about-us/holyDayTable: opening hours on holidays. */
export default function HolidayPage(props: Props) {
  return <HolidayTable {...props} />;
}
