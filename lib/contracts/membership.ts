export interface MembershipStatusView {
  level: number;
  userLevelName: string | null;
  discountPercent: number;
  ordersCount: number;
  next: { level: number; name: string; discountPercent: number; minOrders: number } | null;
  ordersToNext: number;
}
