import type { GetServerSideProps } from 'next';
import { and, eq, isNull } from 'drizzle-orm';
import MenuPage, { type MenuPageProps } from '@/components/menu/MenuPage';
import SpaceItemCard from '@/components/space/SpaceItemCard';
import { ssr } from '@/server/ssr';
import { db, ensureDatabase } from '@/server/db/client';
import { menuItems } from '@/server/db/schema';
import { menuPageProps } from '@/server/services/menu/page-props';

/**
 * /menu/workspace/{providerId}, and the spec's /menu/workspace/{itemId} (its branch segment is
 * optional): an id that is a workspace item rather than a branch opens that item's booking page.
 */
export const getServerSideProps: GetServerSideProps<MenuPageProps> = async ({ params, req }) => {
  const id = String(params?.providerId ?? '');
  await ensureDatabase();
  const [item] = /^[a-f0-9]{24}$/.test(id)
    ? await db()
        .select({ providerId: menuItems.providerId })
        .from(menuItems)
        .where(and(eq(menuItems.id, id), eq(menuItems.kind, 'space'), isNull(menuItems.removedAt)))
        .limit(1)
    : [];
  if (item)
    return {
      redirect: {
        destination: `/menu/workspace/${encodeURIComponent(item.providerId)}/${encodeURIComponent(id)}`,
        permanent: false,
      },
    };
  return ssr(req, () => menuPageProps({ providerId: id, kind: 'space' }));
};

/** /menu/workspace/{providerId}: a branch's bookable workspace items (day passes, hourly rooms and desks). */
export default function WorkspaceMenu(props: MenuPageProps) {
  return <MenuPage {...props} Card={SpaceItemCard} />;
}
