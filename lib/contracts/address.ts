import { z } from 'zod';
import { ZId, ZPhone } from './common';
import { DELIVERY_MESSAGES as M } from '@/lib/messages/address';

/** Where a delivery order goes: the address as written, and a phone to call (the customer's own when empty). */
export const ZDeliveryAddress = z.object({
  address: z
    .string({ error: M.addressRequired })
    .trim()
    .min(1, { error: M.addressRequired })
    .min(10, { error: M.addressShort })
    .max(300, { error: M.addressLong }),
  phone: z
    .union([z.literal(''), ZPhone])
    .optional()
    .default(''),
});
export type DeliveryAddressInput = z.infer<typeof ZDeliveryAddress>;

/** A saved address on the profile. */
export const ZSaveAddress = ZDeliveryAddress.extend({
  title: z.string().trim().max(30, { error: M.titleLong }).optional().default(''),
});
export type SaveAddressInput = z.input<typeof ZSaveAddress>;

export const ZRemoveAddress = z.object({ addressId: ZId });

export interface AddressView {
  _id: string;
  title: string;
  address: string;
  phone: string;
  createdAt: string;
}
