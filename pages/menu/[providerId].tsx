import type { GetServerSideProps } from 'next';
import MenuPage, { type MenuPageProps } from '@/components/menu/MenuPage';
import ItemCard from '@/components/menu/ItemCard';
import { ssr } from '@/server/ssr';
import { menuPageProps } from '@/server/services/menu/page-props';
import { TABLE_COOKIE } from '@/lib/client/site';

export const getServerSideProps: GetServerSideProps<MenuPageProps> = async ({ params, req }) =>
  ssr(req, () =>
    menuPageProps({
      providerId: String(params?.providerId ?? ''),
      kind: 'cafe',
      scannedTableId: req.cookies[TABLE_COOKIE],
    }),
  );

/** /menu/{providerId}: a branch's cafe menu, rendered on the server. */
export default function CafeMenu(props: MenuPageProps) {
  return <MenuPage {...props} Card={ItemCard} />;
}
