import type { GetServerSideProps } from 'next';
import dynamic from 'next/dynamic';
import Head from 'next/head';
import type { ProviderView } from '@/lib/contracts/menu/customer';
import { SITE_TITLE } from '@/lib/client/site';
import { usePageTitle } from '@/lib/client/usePageTitle';
import Spinner from '@/components/ui/Spinner';
import styles from '@/components/cart/CartPage.module.css';
import { ssr } from '@/server/ssr';
import { getProvider } from '@/server/services/provider/get-provider';

interface Props {
  provider: ProviderView;
}

export const getServerSideProps: GetServerSideProps<Props> = async ({ params, req }) =>
  ssr(req, async () => getProvider(String(params?.providerId ?? '')));

// The cart is read from local storage after hydration, so the page's HTML is its loading state: the screen
// (RTK Query, pricing, the order API) loads behind that same spinner, not with the page (issue 25).
function CartLoading() {
  return (
    <div className={`container ${styles.center}`}>
      <Spinner label="در حال بارگذاری سبد خرید" />
    </div>
  );
}
const CartScreen = dynamic(() => import('@/components/cart/CartScreen'), { ssr: false, loading: CartLoading });

/** /orders/{providerId}: the cart of one branch (components/cart/CartScreen). */
export default function CartPage({ provider }: Props) {
  usePageTitle('سبد خرید');
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
