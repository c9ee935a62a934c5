import { and, eq, ne } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { menuCategories } from '../../db/schema';
import { AppError } from '../../http/errors';
import { cafeCategoriesOf } from './panel-category-view';

/** A cafe category's title is the branch's only one of that name (`exceptId`: the category renamed). */
export async function assertCategoryTitleFree({
  tx,
  providerId,
  title,
  exceptId,
}: {
  tx: DbOrTx;
  providerId: string;
  title: string;
  exceptId?: string;
}): Promise<void> {
  const [same] = await tx
    .select({ id: menuCategories.id })
    .from(menuCategories)
    .where(
      and(
        cafeCategoriesOf(providerId),
        eq(menuCategories.title, title),
        exceptId ? ne(menuCategories.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  if (same) throw new AppError('CATEGORY_TITLE_TAKEN');
}
