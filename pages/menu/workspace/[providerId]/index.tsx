import type { GetServerSideProps } from 'next';
import MenuPage, { type MenuPageProps } from '@/components/menu/MenuPage';
import { ssr } from '@/server/ssr';
import { menuPageProps } from '@/server/services/menu/page-props';

export const getServerSideProps: GetServerSideProps<MenuPageProps> = async ({ params, req }) =>
  ssr(req, () => menuPageProps(String(params?.providerId ?? ''), 'space'));

/** /menu/workspace/{providerId}: a branch's bookable workspace items (day passes, hourly rooms and desks). */
export default function WorkspaceMenu(props: MenuPageProps) {
  return <MenuPage {...props} />;
}
