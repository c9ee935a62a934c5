import type { FaqCategoryView, FaqView } from '@/lib/contracts/faq';
import { faqCategories, faqs } from '../../db/schema';

type FaqRow = typeof faqs.$inferSelect;

type CategoryRow = typeof faqCategories.$inferSelect;

export const toFaqView = (f: FaqRow): FaqView => ({
  _id: f.id,
  faqId: f.id,
  question: f.question,
  answer: f.answer,
  index: f.sort,
  categoryId: f.categoryId,
});

export const toCategoryView = (c: CategoryRow): FaqCategoryView => ({
  _id: c.id,
  categoryId: c.id,
  name: c.name,
  index: c.sort,
});
