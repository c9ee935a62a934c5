import { z } from 'zod';
import { ZId } from './common';
import { text, index } from './fields';

export type { TagView } from '../content-rules';

export const ZTagAdd = z.object({ name: text(40, 'نام برچسب را وارد کنید.') });
export const ZTagEdit = z.object({ tagId: ZId, name: text(40, 'نام برچسب را وارد کنید.') });
export const ZTagRemove = z.object({ tagId: ZId });
export const ZTagTop = z.object({ tagId: ZId, top: z.boolean(), index: index.optional() });
export const ZTagListQuery = z.object({ text: z.string().trim().max(40).optional() });
