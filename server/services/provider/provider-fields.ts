import type { ProviderEditInput } from '@/lib/contracts/provider';
import { invalidateMenuCache } from '../menu/menu-cache';
import { invalidateProviderCache } from './provider-cache';

export type ProviderFields = Omit<ProviderEditInput, 'providerId'>;

export function columns(f: ProviderFields) {
  return {
    name: f.name,
    address: f.address,
    displayType: f.displayType,
    staticPhone: f.staticPhone,
    phone: f.phone,
    email: f.email,
    openingTime: f.openingTime,
    closingTime: f.closingTime,
    lat: f.lat,
    lng: f.lng,
    paymentTypes: f.paymentTypes,
    hasRules: f.hasRules,
    // The rules text is kept when the switch is turned off, so turning it back on restores it.
    rules: f.rules,
    // Left out by a client that does not send them: the branch keeps its delivery terms.
    ...(f.deliveryFee === undefined ? {} : { deliveryFee: f.deliveryFee }),
    ...(f.deliveryMinOrder === undefined ? {} : { deliveryMinOrder: f.deliveryMinOrder }),
    // Workspace policies (issue 28), likewise kept when not sent.
    ...(f.checkinOpensMinutes === undefined ? {} : { checkinOpensMinutes: f.checkinOpensMinutes }),
    ...(f.graceMinutes === undefined ? {} : { graceMinutes: f.graceMinutes }),
    ...(f.noShowFeePercent === undefined ? {} : { noShowFeePercent: f.noShowFeePercent }),
    ...(f.lateCancelTiers === undefined ? {} : { lateCancelTiers: f.lateCancelTiers }),
    // VAT terms (issue 29), kept when left out.
    ...(f.vatMode === undefined ? {} : { vatMode: f.vatMode }),
    ...(f.economicCode === undefined ? {} : { economicCode: f.economicCode || null }),
  };
}

/** This instance forgets the branch at once; other instances hear the NOTIFY sent in the transaction. */
export function forget(providerId: string) {
  invalidateProviderCache();
  invalidateMenuCache(providerId);
}
