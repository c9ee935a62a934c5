import { and, asc, eq, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { FaqCategoryView, FaqView } from '@/lib/contracts/faq';
import { db } from '../../db/client';
import { newId } from '../../db/ids';
import { faqCategories, faqs } from '../../db/schema';
import { AppError } from '../../http/errors';
import { containsPattern, matches } from '../search/normalize';

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
const toCategoryView = (c: CategoryRow): FaqCategoryView => ({
  _id: c.id,
  categoryId: c.id,
  name: c.name,
  index: c.sort,
});

/** GET /v1/faq/list: every question in display order, optionally of one category or matching a text. */
export async function listFaqs(
  o: { categoryId?: string; text?: string } = {},
): Promise<{ faqs: FaqView[]; total: number }> {
  const where: (SQL | undefined)[] = [];
  if (o.categoryId) where.push(eq(faqs.categoryId, o.categoryId));
  const pattern = containsPattern(o.text);
  if (pattern) where.push(or(matches(faqs.question, pattern), matches(faqs.answer, pattern)));
  const rows = await db()
    .select()
    .from(faqs)
    .where(and(...where))
    .orderBy(asc(faqs.sort), asc(faqs.createdAt));
  return { faqs: rows.map(toFaqView), total: rows.length };
}

/** GET /v1/faq/{id}. */
export async function getFaq(faqId: string): Promise<{ faq: FaqView }> {
  const [row] = await db().select().from(faqs).where(eq(faqs.id, faqId)).limit(1);
  if (!row) throw new AppError('FAQ_NOT_FOUND');
  return { faq: toFaqView(row) };
}

async function checkCategory(categoryId: string | null | undefined) {
  if (!categoryId) return;
  const [c] = await db()
    .select({ id: faqCategories.id })
    .from(faqCategories)
    .where(eq(faqCategories.id, categoryId))
    .limit(1);
  if (!c) throw new AppError('FAQ_CATEGORY_NOT_FOUND');
}

async function nextSort(categoryId: string | null): Promise<number> {
  const [{ max }] = await db()
    .select({ max: sql<number>`coalesce(max(${faqs.sort}), -1)::int` })
    .from(faqs)
    .where(categoryId ? eq(faqs.categoryId, categoryId) : isNull(faqs.categoryId));
  return Number(max) + 1;
}

/** POST /v1/faq/add: a new question, last in its category unless an index is given. */
export async function addFaq(input: {
  question: string;
  answer: string;
  categoryId?: string | null;
  index?: number;
}): Promise<{ faq: FaqView }> {
  const categoryId = input.categoryId ?? null;
  await checkCategory(categoryId);
  const [row] = await db()
    .insert(faqs)
    .values({
      id: newId(),
      question: input.question,
      answer: input.answer,
      categoryId,
      sort: input.index ?? (await nextSort(categoryId)),
    })
    .returning();
  return { faq: toFaqView(row) };
}

/** POST /v1/faq/edit: question and answer are always sent together with the id (the spec's rule). */
export async function editFaq(input: {
  faqId: string;
  question: string;
  answer: string;
  categoryId?: string | null;
  index?: number;
}): Promise<{ faq: FaqView }> {
  await checkCategory(input.categoryId);
  const [row] = await db()
    .update(faqs)
    .set({
      question: input.question,
      answer: input.answer,
      ...(input.categoryId !== undefined ? { categoryId: input.categoryId } : {}),
      ...(input.index !== undefined ? { sort: input.index } : {}),
      updatedAt: new Date(),
    })
    .where(eq(faqs.id, input.faqId))
    .returning();
  if (!row) throw new AppError('FAQ_NOT_FOUND');
  return { faq: toFaqView(row) };
}

/** POST /v1/faq/remove. */
export async function removeFaq(faqId: string): Promise<{ success: true; faqId: string }> {
  const gone = await db().delete(faqs).where(eq(faqs.id, faqId)).returning({ id: faqs.id });
  if (!gone.length) throw new AppError('FAQ_NOT_FOUND');
  return { success: true, faqId };
}

/** GET /v1/faq/category/list. */
export async function listFaqCategories(): Promise<{ categories: FaqCategoryView[]; total: number }> {
  const rows = await db().select().from(faqCategories).orderBy(asc(faqCategories.sort), asc(faqCategories.name));
  return { categories: rows.map(toCategoryView), total: rows.length };
}

async function nameFree(name: string, exceptId?: string) {
  const [hit] = await db()
    .select({ id: faqCategories.id })
    .from(faqCategories)
    .where(eq(faqCategories.name, name))
    .limit(1);
  if (hit && hit.id !== exceptId) throw new AppError('NAME_EXISTS');
}

/** POST /v1/faq/category/add. */
export async function addFaqCategory(input: { name: string; index?: number }): Promise<{ category: FaqCategoryView }> {
  await nameFree(input.name);
  const [{ max }] = await db()
    .select({ max: sql<number>`coalesce(max(${faqCategories.sort}), -1)::int` })
    .from(faqCategories);
  const [row] = await db()
    .insert(faqCategories)
    .values({ id: newId(), name: input.name, sort: input.index ?? Number(max) + 1 })
    .returning();
  return { category: toCategoryView(row) };
}

/** POST /v1/faq/category/edit. */
export async function editFaqCategory(input: {
  categoryId: string;
  name: string;
  index?: number;
}): Promise<{ category: FaqCategoryView }> {
  await nameFree(input.name, input.categoryId);
  const [row] = await db()
    .update(faqCategories)
    .set({ name: input.name, ...(input.index !== undefined ? { sort: input.index } : {}) })
    .where(eq(faqCategories.id, input.categoryId))
    .returning();
  if (!row) throw new AppError('FAQ_CATEGORY_NOT_FOUND');
  return { category: toCategoryView(row) };
}

/** POST /v1/faq/category/remove: the category goes; its questions stay, without a category. */
export async function removeFaqCategory(categoryId: string): Promise<{ success: true; categoryId: string }> {
  const gone = await db()
    .delete(faqCategories)
    .where(eq(faqCategories.id, categoryId))
    .returning({ id: faqCategories.id });
  if (!gone.length) throw new AppError('FAQ_CATEGORY_NOT_FOUND');
  return { success: true, categoryId };
}
