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
      categories: menu.menuList.filter((c) => c.kind === 'space'),
      kind: 'space' as const,
      hasCafe: menu.menuList.some((c) => c.kind === 'cafe'),
      hasSpace: menu.menuList.some((c) => c.kind === 'space'),
    };
  });

/** /menu/cafespace/{providerId}: a shared-workspace branch's day passes and meeting rooms. */
export default function SpaceMenu(props: MenuPageProps) {
  return <MenuPage {...props} />;
}
