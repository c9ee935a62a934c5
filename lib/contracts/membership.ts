export interface MembershipStatusView {
  level: number;
  userLevelName: string | null;
  discountPercent: number;
  ordersCount: number;
  next: { level: number; name: string; discountPercent: number; minOrders: number } | null;
  ordersToNext: number;
}

/** GET /v1/membership/list: the ladder, and the viewer's level when signed in. */
export interface MembershipListView {
  memberships: { level: number; name: string; discountPercent: number; minOrders: number }[];
  /** The spec's auth-state names, for a signed-in viewer. */
  membershipList: { level: number; name: string; discountPercent: number }[];
  level: number | null;
  userLevelName: string | null;
  discountBaseUserLevel: number;
}
