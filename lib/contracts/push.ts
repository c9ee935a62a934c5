import { z } from 'zod';

/** A browser's PushSubscription as `toJSON()` gives it. */
export const ZPushSubscription = z.object({
  endpoint: z
    .string()
    .url()
    .max(1000)
    .refine((u) => u.startsWith('https://'), { error: 'نشانی اعلان معتبر نیست.' }),
  keys: z.object({ p256dh: z.string().min(10).max(200), auth: z.string().min(8).max(100) }),
});
export const ZPushUnsubscribe = z.object({ endpoint: z.string().url().max(1000) });
