import type { GetServerSideProps } from 'next';
import MenuPage, { type MenuPageProps } from '@/components/menu/MenuPage';
import SpaceItemCard from '@/components/space/SpaceItemCard';
import { ssr } from '@/server/ssr';
import { menuPageProps } from '@/server/services/menu/page-props';

export const getServerSideProps: GetServerSideProps<MenuPageProps> = async ({ params, req }) =>
  ssr(req, () => menuPageProps({ providerId: String(params?.providerId ?? ''), kind: 'space' }));

/** /menu/cafespace/{providerId}: a shared-workspace branch's day passes and meeting rooms. */
export default function SpaceMenu(props: MenuPageProps) {
  return <MenuPage {...props} Card={SpaceItemCard} />;
}
