import { and, asc, eq, or } from 'drizzle-orm';
import type { SearchResult } from '@/lib/contracts/search';
import { normalizePersian } from '@/lib/digits';
import type { SessionUser } from '../../auth/session';
import { db } from '../../db/client';
import { menuCategories, menuItems, providers } from '../../db/schema';
import { toItemView } from '../menu/item-view';
import { listBlogs } from '../blog/read-blog';
import { listFaqs } from '../faq/list-faqs';
import { containsPattern, matches } from './normalize';

const MAX_ITEMS = 30;

/**
 * GET /v1/search?text=: menu items of every open branch, published blog posts and FAQ entries that
 * contain the text. Arabic letter forms, half-spaces and Persian digits match their plain forms.
 */
export async function search({ text, viewer }: { text: string; viewer: SessionUser | null }): Promise<SearchResult> {
  const pattern = containsPattern(text);
  if (!pattern) return { text: '', items: [], blogs: [], faqs: [] };
  const [items, blogs, faqs] = await Promise.all([
    db()
      .select({ item: menuItems, providerName: providers.name })
      .from(menuItems)
      .innerJoin(providers, eq(providers.id, menuItems.providerId))
      .innerJoin(menuCategories, eq(menuCategories.id, menuItems.categoryId))
      .where(
        and(
          eq(menuItems.active, true),
          eq(menuItems.visible, true),
          eq(providers.active, true),
          eq(menuCategories.active, true),
          or(matches({ column: menuItems.title, pattern }), matches({ column: menuItems.description, pattern })),
        ),
      )
      .orderBy(asc(providers.sort), asc(menuItems.title))
      .limit(MAX_ITEMS),
    listBlogs({ viewer, paging: { page: 1, size: 10 }, text }),
    listFaqs({ text }),
  ]);
  return {
    text: normalizePersian(text),
    items: items.map(({ item, providerName }) => {
      const v = toItemView(item);
      return {
        _id: v._id,
        title: v.title,
        description: v.description,
        price: v.price,
        reductionPrice: v.reductionPrice,
        cover: v.cover,
        available: v.available,
        providerId: v.providerId,
        providerName,
        kind: v.kind,
      };
    }),
    blogs: blogs.blogs,
    faqs: faqs.faqs.slice(0, 20),
  };
}
