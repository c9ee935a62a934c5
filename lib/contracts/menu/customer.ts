import type { ItemOptionGroup } from '../item-options';

export type DisplayType = 'cafe' | 'sharedWorkspace';
export type PaymentType = 'pos' | 'wallet' | 'bank';

export interface ProviderView {
  _id: string;
  providerId: string;
  name: string;
  branch: string;
  address: string;
  displayType: DisplayType[];
  staticPhone: string;
  phone: string;
  email: string;
  openingTime: string;
  closingTime: string;
  location: { type: 'Point'; coordinates: [number, number] };
  paymentTypes: PaymentType[];
  hasRules: boolean;
  rules: string;
  active: boolean;
  /** Delivery terms (issue 16, toman): the fee added to a delivery order and its minimum (0: none). */
  deliveryFee?: number;
  deliveryMinOrder?: number;
  /** Workspace policies (issue 28): check-in opens/grace in minutes, no-show fee percent, late-cancel tiers. */
  checkinOpensMinutes?: number;
  graceMinutes?: number;
  noShowFeePercent?: number;
  lateCancelTiers?: { withinHours: number; keepPercent: number }[];
  /** VAT terms (issue 29): prices include VAT or it is added on top; the economic code on its invoices. */
  vatMode?: 'included' | 'added';
  economicCode?: string | null;
}

export interface ItemView {
  _id: string;
  categoryId: string;
  providerId: string;
  title: string;
  description: string;
  cover: string | null;
  price: number;
  reductionPrice: number;
  available: boolean;
  active: boolean;
  status: 'active' | 'inactive';
  visible: boolean;
  hasMembershipDiscount: boolean;
  /** A drink a member plan's daily drinks cover (issue 28). */
  planCovered?: boolean;
  /** Sold without VAT (issue 29). */
  vatExempt?: boolean;
  kind: 'cafe' | 'space';
  /** A workspace item's kind: a day pass (pool) or a room by the hour (resource). */
  spaceType?: 'pool' | 'resource';
  /** Size, milk, sugar…: chosen in the item sheet, priced by the server. */
  optionGroups: ItemOptionGroup[];
}

export interface CategoryView {
  _id: string;
  providerId: string;
  title: string;
  kind: 'cafe' | 'space';
  index: number;
  active: boolean;
}

export interface MenuCategoryView extends CategoryView {
  items: ItemView[];
}

/** Why an item could not be ordered for a while: switched off, marked unavailable, or sold out. */
export type UnavailableReason = 'inactive' | 'unavailable' | 'soldOut';

export interface UnavailableWindow {
  /** ISO instants, clamped to the day asked about (and to now for today). */
  from: string;
  to: string;
  reason: UnavailableReason;
}

/** One item's day in GET /v1/menu/availability/check/{providerId}/{date}/{page}-{number}. */
export interface ItemAvailabilityView {
  _id: string;
  title: string;
  categoryTitle: string;
  kind: 'cafe' | 'space';
  /** Units sold that day (orders not canceled and not waiting for payment). */
  soldCount: number;
  /** The whole day (so far, for today) is on record and the item could be ordered throughout. */
  orderableAllDay: boolean;
  unavailable: UnavailableWindow[];
  /** Whether any of the day is on record (the log begins when an item is added, or with migration 0006). */
  onRecord: boolean;
  /** When the record starts inside the day; null when the whole day is on record (or none of it). */
  recordedFrom: string | null;
  /** The item as it is now. */
  now: { active: boolean; available: boolean; inStock: boolean };
}

export interface MenuAvailabilityView {
  providerId: string;
  date: string;
  items: ItemAvailabilityView[];
  total: number;
  page: number;
  number: number;
}
