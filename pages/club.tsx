import type { GetServerSideProps } from 'next';
import MembershipPage, { type MembershipPageProps } from '@/components/membership/MembershipPage';
import { ssr } from '@/server/ssr';
import { config } from '@/server/config';
import { listMemberships } from '@/server/services/membership/membership-status';

export const getServerSideProps: GetServerSideProps<MembershipPageProps> = async ({ req }) =>
  ssr(req, async () => ({
    origin: config().publicBaseUrl,
    levels: (await listMemberships({ userId: null })).memberships,
  }));

/** /club: membership levels and their benefits. */
export default function Club(props: MembershipPageProps) {
  return <MembershipPage {...props} />;
}
