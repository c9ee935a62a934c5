import type { GetServerSideProps } from 'next';
import ClubPage, { type ClubPageProps } from '@/components/club/ClubPage';
import { ssr } from '@/server/ssr';
import { config } from '@/server/config';
import { listMemberships } from '@/server/services/membership';

export const getServerSideProps: GetServerSideProps<ClubPageProps> = async ({ req }) =>
  ssr(req, async () => ({ origin: config().publicBaseUrl, levels: (await listMemberships(null)).memberships }));

/** /club: membership levels and their benefits. */
export default function Club(props: ClubPageProps) {
  return <ClubPage {...props} />;
}
