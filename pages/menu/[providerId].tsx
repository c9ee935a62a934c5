import type { GetServerSideProps } from 'next';
import MenuPage, { type MenuPageProps } from '@/components/menu/MenuPage';
import { ssr } from '@/server/ssr';
import { getProvider } from '@/server/services/provider';
import { menuList } from '@/server/services/menu';

export const getServerSideProps: GetServerSideProps<MenuPageProps> = async ({ params }) =>
  ssr(async () => {
    const id = String(params?.providerId ?? '');
    const [{ provider }, menu] = await Promise.all([getProvider(id), menuList(id)]);
    return {
      provider,
      // Only this page's kind travels to the browser; the others are just flags for the tabs.
      categories: menu.menuList.filter((c) => c.kind === 'cafe'),
      kind: 'cafe' as const,
      hasCafe: menu.menuList.some((c) => c.kind === 'cafe'),
      hasSpace: menu.menuList.some((c) => c.kind === 'space'),
    };
  });

/** /menu/{providerId}: a branch's cafe menu, rendered on the server. */
export default function CafeMenu(props: MenuPageProps) {
  return <MenuPage {...props} />;
}
