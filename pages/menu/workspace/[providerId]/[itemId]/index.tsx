import type { GetServerSideProps } from 'next';
import Head from 'next/head';
import SpaceBooking, { type SpaceBookingProps } from '@/components/space/SpaceBooking';
import { SITE_TITLE } from '@/lib/client/site';
import { ssr } from '@/server/ssr';
import { spaceItemPageProps } from '@/server/services/space/page-props';

export const getServerSideProps: GetServerSideProps<SpaceBookingProps> = async ({ params, req }) =>
  ssr(req, () =>
    spaceItemPageProps({ providerId: String(params?.providerId ?? ''), itemId: String(params?.itemId ?? '') }),
  );

/** /menu/workspace/{providerId}/{itemId}: book a workspace item. */
export default function WorkspaceItem(props: SpaceBookingProps) {
  return (
    <>
      <Head>
        <title>{`رزرو ${props.item.title} | ${SITE_TITLE}`}</title>
        <meta name="description" content={`رزرو ${props.item.title} در ${props.provider.name}`} />
      </Head>
      <SpaceBooking {...props} />
    </>
  );
}
