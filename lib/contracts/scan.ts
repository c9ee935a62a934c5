import { z } from 'zod';
import type { OrderView } from './order';
import type { UserBundleView } from './bundle';
import type { VoucherView } from './voucher';
import type { ReservationView } from './space/booking';
import { ZId } from './common';
import type { EventTicketScanView } from './academy';

/** The scanner (/panel/scan): a code resolved to an order, a bundle or a voucher, and a bundle unit redeemed. */
export const ZScanResolveQuery = z.object({
  code: z.string({ error: 'کدی وارد نشده است.' }).trim().min(1, { error: 'کدی وارد نشده است.' }).max(80),
});
export const ZBundleRedeem = z.object({
  userBundleId: ZId,
  itemId: ZId,
  /** One per tap: a retried request with the same key is not a second unit. */
  clientKey: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, { error: 'شناسه درخواست نامعتبر است.' }),
});

export type BundleRedeemInput = z.input<typeof ZBundleRedeem>;

/** What POST /v1/bundle/redeem answers. */
export interface BundleRedeemView {
  bundle: UserBundleView;
  redeemed: boolean;
}

/** What GET /v1/scan/resolve answers. */
export type ScanResultView =
  | {
      kind: 'order';
      order: OrderView;
      canDeliver: boolean;
      /** A room or desk booking: checked in (POST /v1/order/space/checkin), never delivered (issue 21 D05). */
      booking?: ReservationView & { canCheckIn: boolean };
    }
  | { kind: 'bundle'; bundle: UserBundleView; customerName: string; canRedeem: boolean }
  | { kind: 'voucher'; voucher: VoucherView }
  | EventTicketScanView;
