import type { ProviderView } from '@/lib/contracts/menu/customer';
import type { providers } from '../../db/schema';

export function toProviderView(p: typeof providers.$inferSelect): ProviderView {
  return {
    _id: p.id,
    providerId: p.id,
    name: p.name,
    branch: p.branch,
    address: p.address,
    displayType: p.displayType,
    staticPhone: p.staticPhone,
    phone: p.phone,
    email: p.email,
    openingTime: p.openingTime,
    closingTime: p.closingTime,
    location: { type: 'Point', coordinates: [p.lng ?? 0, p.lat ?? 0] },
    paymentTypes: p.paymentTypes,
    hasRules: p.hasRules,
    rules: p.rules,
    active: p.active,
    deliveryFee: p.deliveryFee,
    deliveryMinOrder: p.deliveryMinOrder,
    checkinOpensMinutes: p.checkinOpensMinutes,
    graceMinutes: p.graceMinutes,
    noShowFeePercent: p.noShowFeePercent,
    lateCancelTiers: p.lateCancelTiers,
    vatMode: p.vatMode,
    economicCode: p.economicCode,
  };
}
