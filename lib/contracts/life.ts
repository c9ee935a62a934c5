import { z } from 'zod';
import { ZDayInput, ZId, ZPaging } from './common';
import { LIFE_TEXT } from '../messages/life';

/** The chain's life feed (/life, /panel/life). */
const ZTitle = z.string({ error: LIFE_TEXT.titleRequired }).trim().min(1, { error: LIFE_TEXT.titleRequired }).max(120);

export const ZLifePostFields = z.object({
  title: ZTitle,
  body: z.string().trim().max(2000).optional().default(''),
  happenedOn: ZDayInput,
  published: z
    .union([z.boolean(), z.enum(['true', 'false'])])
    .optional()
    .default(true)
    .transform((v) => v === true || v === 'true'),
});
export const ZLifePostAdd = ZLifePostFields;
export const ZLifePostEdit = ZLifePostFields.partial().extend({
  lifePostId: ZId,
  removeImage: z.enum(['true', 'false']).optional(),
});
export const ZLifePostRemove = z.object({ lifePostId: ZId });
export type LifePostRemoveInput = z.input<typeof ZLifePostRemove>;
export const ZLifeListQuery = z.object({ paging: ZPaging(20) });

export interface LifePostView {
  _id: string;
  title: string;
  body: string;
  image: string | null;
  /** YYYY-MM-DD */
  happenedOn: string;
  published: boolean;
}

export interface LifePostListView {
  posts: LifePostView[];
  total: number;
}
