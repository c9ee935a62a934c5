import { z } from 'zod';
import { toLatinDigits } from '../digits';
import { ZId } from './common';
import type { SaleVatView } from './invoice';
import { MAX_TOMAN, ZRequestKey, toman } from './money-fields';

const ZBundleItem = z.object({
  _id: ZId,
  count: z.coerce.number().int().min(1, { error: 'تعداد باید حداقل ۱ باشد.' }).max(1000),
});

const bundleFields = {
  providerId: ZId,
  title: z.string({ error: 'عنوان بسته را وارد کنید.' }).trim().min(1, { error: 'عنوان بسته را وارد کنید.' }).max(100),
  description: z.string().trim().max(500).optional().default(''),
  price: toman({ min: 1_000, max: MAX_TOMAN, required: 'قیمت بسته را وارد کنید.', range: 'قیمت بسته معتبر نیست.' }),
  validDays: z.coerce
    .number({ error: 'مدت اعتبار را وارد کنید.' })
    .int()
    .min(1, { error: 'مدت اعتبار باید بین ۱ تا ۳۶۵۰ روز باشد.' })
    .max(3650, { error: 'مدت اعتبار باید بین ۱ تا ۳۶۵۰ روز باشد.' }),
  items: z.array(ZBundleItem).min(1, { error: 'حداقل یک آیتم به بسته اضافه کنید.' }).max(20),
  active: z.boolean().optional().default(true),
};
export const ZBundleCreate = z.object(bundleFields);
export type BundleCreateInput = z.infer<typeof ZBundleCreate>;
export const ZBundleEdit = z.object({ ...bundleFields, bundleId: ZId });
/**
 * The panel's bundle form: the same rules, with the parts typed as a count per menu item
 * ({itemId: '2'}, Persian digits allowed, empty or 0 for none), turned into ZBundleCreate's items.
 */
export const ZBundleForm = z.object({
  ...bundleFields,
  items: z
    .record(ZId, z.string())
    .transform((counts) =>
      Object.entries(counts)
        .map(([_id, c]) => [_id, Number(toLatinDigits(c).replace(/[^\d]/g, '')) || 0] as const)
        .filter(([, count]) => count > 0)
        .map(([_id, count]): { _id: string; count: unknown } => ({ _id, count })),
    )
    .pipe(bundleFields.items),
});
export type BundleEditInput = z.infer<typeof ZBundleEdit>;
export const ZBundleActivation = z.object({ bundleId: ZId, active: z.boolean().optional() });
export const ZBundlePurchase = z.object({
  bundleId: ZId,
  paymentBy: z.enum(['wallet', 'bank'], { error: 'روش پرداخت را انتخاب کنید.' }),
  key: ZRequestKey.optional(),
});
export type BundlePurchaseInput = z.infer<typeof ZBundlePurchase>;

/** A bundle on sale; its SaleVatView is a purchase today's VAT and what it charges (`total`). */
export interface BundleView extends SaleVatView {
  _id: string;
  providerId: string;
  providerName: string;
  title: string;
  description: string;
  /** What the parts cost one by one, today. */
  originalPrice: number;
  price: number;
  validDays: number;
  active: boolean;
  items: { _id: string; title: string; count: number; unitPrice: number }[];
}

export interface UserBundleView {
  _id: string;
  bundleId: string;
  providerId: string;
  providerName: string;
  title: string;
  price: number;
  /** The sale's VAT (issue 29): on top of `price` in what was charged when the branch adds VAT, else inside it. */
  vat: number;
  status: 'awaitingPayment' | 'active' | 'canceled' | 'expired' | 'usedUp';
  purchasedAt: string | null;
  expiresAt: string | null;
  items: { itemId: string; title: string; total: number; remaining: number }[];
}
