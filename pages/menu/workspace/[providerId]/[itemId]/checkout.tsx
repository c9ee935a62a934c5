import type { GetServerSideProps } from 'next';
import Head from 'next/head';
import SpaceCheckout from '@/components/space/SpaceCheckout';
import type { SpaceBookingProps } from '@/components/space/SpaceBooking';
import { SITE_TITLE } from '@/lib/client/site';
import { ssr } from '@/server/ssr';
import { spaceItemPageProps } from '@/server/services/space/page-props';

export const getServerSideProps: GetServerSideProps<SpaceBookingProps> = async ({ params, req }) =>
  ssr(req, () =>
    spaceItemPageProps({ providerId: String(params?.providerId ?? ''), itemId: String(params?.itemId ?? '') }),
  );

/** /menu/workspace/{providerId}/{itemId}/checkout: the booking's summary, then the payment type modal. */
export default function WorkspaceCheckout(props: SpaceBookingProps) {
  return (
    <>
      <Head>
        <title>{`تکمیل رزرو ${props.item.title} | ${SITE_TITLE}`}</title>
        <meta name="description" content={`رزرو ${props.item.title} در ${props.provider.name}`} />
      </Head>
      <SpaceCheckout {...props} />
    </>
  );
}
