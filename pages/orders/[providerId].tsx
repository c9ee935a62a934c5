import type { GetServerSideProps } from 'next';
import Head from 'next/head';
import type { ProviderView } from '@/lib/contracts/menu/customer';
import { SITE_TITLE } from '@/lib/client/site';
import CartScreen from '@/components/cart/CartScreen';
import { ssr } from '@/server/ssr';
import { getProvider } from '@/server/services/provider/get-provider';

interface Props {
  provider: ProviderView;
}

export const getServerSideProps: GetServerSideProps<Props> = async ({ params, req }) =>
  ssr(req, async () => getProvider(String(params?.providerId ?? '')));

/** /orders/{providerId}: the cart of one branch (components/cart/CartScreen). */
export default function CartPage({ provider }: Props) {
  return (
    <>
      <Head>
        <title>{`سبد خرید ${provider.name} | ${SITE_TITLE}`}</title>
        <meta name="robots" content="noindex" />
      </Head>
      <CartScreen provider={provider} />
    </>
  );
}
