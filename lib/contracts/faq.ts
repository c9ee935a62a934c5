import { z } from 'zod';
import { ERRORS } from '../messages';
import { ZId } from './common';
import { text, index } from './fields';

export type { FaqView, FaqCategoryView } from '../content-rules';

const FAQ_FIELDS = ERRORS.FAQ_FIELDS_REQUIRED.fa;
const faqRequired = (max: number) =>
  z
    .string({ error: FAQ_FIELDS })
    .trim()
    .min(1, { error: FAQ_FIELDS })
    .max(max, { error: `حداکثر ${max} نویسه مجاز است.` });

export const ZFaqAdd = z.object({
  question: text(300, 'سوال را وارد کنید.'),
  answer: text(5000, 'جواب را وارد کنید.'),
  categoryId: ZId.nullable().optional(),
  index: index.optional(),
});
/** The spec's rule: editing needs id, question and answer together. */
export const ZFaqEdit = z.object({
  faqId: z.string({ error: FAQ_FIELDS }).trim().min(1, { error: FAQ_FIELDS }).pipe(ZId),
  question: faqRequired(300),
  answer: faqRequired(5000),
  categoryId: ZId.nullable().optional(),
  index: index.optional(),
});
export const ZFaqRemove = z.object({ faqId: ZId });
export const ZFaqListQuery = z.object({ categoryId: ZId.optional(), text: z.string().trim().max(100).optional() });
export const ZFaqCategoryAdd = z.object({ name: text(60, 'نام دسته‌بندی را وارد کنید.'), index: index.optional() });
export const ZFaqCategoryEdit = z.object({
  categoryId: ZId,
  name: text(60, 'نام دسته‌بندی را وارد کنید.'),
  index: index.optional(),
});
export const ZFaqCategoryRemove = z.object({ categoryId: ZId });
