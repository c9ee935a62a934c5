import type { AddressView } from '@/lib/contracts/address';
import { userAddresses } from '../../db/schema';

export const view = (r: typeof userAddresses.$inferSelect): AddressView => ({
  _id: r.id,
  title: r.title,
  address: r.address,
  phone: r.phone,
  createdAt: r.createdAt.toISOString(),
});
