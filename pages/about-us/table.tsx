import type { GetServerSideProps } from 'next';
import type { ProviderView } from '@/lib/contracts/menu/customer';
import { BranchTable } from '@/components/about-us/Branches';
import { ssr } from '@/server/ssr';
import { config } from '@/server/config';
import { listProviders } from '@/server/services/provider/list-providers';

interface Props {
  origin: string;
  providers: ProviderView[];
}

export const getServerSideProps: GetServerSideProps<Props> = async ({ req }) =>
  ssr(req, async () => ({ origin: config().publicBaseUrl, providers: (await listProviders()).providers }));

/** /about-us/table: the branches compared in one table. */
export default function AboutTablePage(props: Props) {
  return <BranchTable {...props} />;
}
