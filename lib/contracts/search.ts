import { z } from 'zod';

export type { SearchResult } from '../content-rules';

export const ZSearchQuery = z.object({
  text: z.string({ error: 'عبارت جستجو را وارد کنید.' }).trim().min(1, { error: 'عبارت جستجو را وارد کنید.' }).max(100),
});
