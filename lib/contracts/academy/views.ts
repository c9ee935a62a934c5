import type { EventStatus } from './inputs';

// ---------- views ----------

/** GET /v1/event/list/{page}-{size}: the store's arguments of the list query. */
export interface EventListArgs {
  page: number;
  size?: number;
  providerId?: string | null;
  teacherId?: string | null;
  /** Tehran days YYYY-MM-DD. */
  from?: string | null;
  to?: string | null;
  /** The panel's list: 'all' shows drafts and canceled events too. */
  status?: EventStatus | 'all';
  text?: string;
}

export interface TeacherView {
  _id: string;
  name: string;
  bio: string;
  photo: string | null;
  /** Staff only: the linked user's id and phone. */
  userId?: string | null;
  userPhone?: string | null;
}

export interface EventView {
  _id: string;
  providerId: string;
  providerName: string;
  title: string;
  description: string;
  cover: string | null;
  teacherId: string | null;
  teacher: TeacherView | null;
  room: string | null;
  spaceItemId: string | null;
  /** ISO instants. */
  startAt: string;
  endAt: string;
  capacity: number;
  /** Seats neither sold nor held by a purchase waiting for the bank. */
  seatsLeft: number;
  /** Price of one ticket in toman (VAT included where the branch includes it). */
  price: number;
  cancelCutoffHours: number;
  /** The last instant a ticket can be canceled for a refund (ISO). */
  cancelUntil: string;
  status: EventStatus;
  createdAt: string;
  /** Staff only: the commission in force and whether it is the chain default. */
  commission?: { percent: number; fixed: number; isDefault: boolean };
  /** Staff only: tickets sold (paid, not canceled). */
  ticketsSold?: number;
}

export interface EventListView {
  events: EventView[];
  total: number;
}

export interface TeacherPageView {
  teacher: TeacherView;
  /** Their published upcoming events first, then past ones. */
  events: EventView[];
}

export type TicketStatus = 'awaitingPayment' | 'active' | 'checkedIn' | 'canceled' | 'released';

export interface TicketView {
  _id: string;
  /** The check-in code printed under the QR. */
  code: string;
  /** What the QR encodes (`HK-T-{code}`), read by the panel scanner. */
  qrText: string;
  purchaseId: string;
  event: Pick<
    EventView,
    '_id' | 'title' | 'providerId' | 'providerName' | 'room' | 'startAt' | 'endAt' | 'cover' | 'status' | 'cancelUntil'
  >;
  /** Price paid for this ticket (after a voucher). */
  pricePaid: number;
  /** This ticket's share of its purchase's VAT (issue 29), inside `pricePaid`. */
  vat: number;
  status: TicketStatus;
  checkedInAt: string | null;
  canceledAt: string | null;
  refunded: boolean;
  /** The holder may cancel it now (before the cut-off, paid, not checked in). */
  canCancel: boolean;
  /** A gift: whom it is from (null when anonymous) for the holder; to whom for the buyer. */
  gift?: { fromName: string | null; toPhone: string | null };
  certificate?: { code: string };
}

export interface EventQuoteView {
  unitPrice: number;
  count: number;
  /** unitPrice × count. */
  itemsPrice: number;
  voucher: { _id: string; code: string; title: string } | null;
  voucherDiscount: number;
  /** VAT (issue 29) at today's rate under the branch's mode: inside `total`, added into it in mode 'added'. */
  vat: number;
  vatPercent: number;
  vatMode: 'included' | 'added';
  /** What is charged: itemsPrice − voucherDiscount (+ vat in mode 'added'). */
  total: number;
  wallet: number;
  /** What the bank takes when the wallet pays first (hybrid). */
  differential: number;
  walletCovers: boolean;
  seatsLeft: number;
}

/** POST /v1/event/ticket/purchase: `tickets` when paid (wallet), `link` + `paymentId` when the bank must be paid. */
export interface EventPurchaseAnswer {
  purchaseId: string;
  tickets?: TicketView[];
  link?: string;
  paymentId?: string;
}

export interface AttendeeView {
  ticketId: string;
  code: string;
  eventId: string;
  eventTitle: string;
  holderName: string;
  /** Masked except the last four digits. */
  holderPhone: string | null;
  buyerName: string;
  pricePaid: number;
  status: TicketStatus;
  checkedInAt: string | null;
  checkedInByName: string | null;
  certificateCode: string | null;
}

/** `error.details` of the 409 a second check-in gets. */
export interface CheckinConflictDetails {
  checkedInAt: string;
  checkedInBy: { _id: string | null; name: string };
}

/**
 * Commission per ticket: round(pricePaid × percent / 100) + fixed, integer toman (the one formula is
 * ticketCommission in server/services/academy/commission.ts); owed = gross − commission.
 */
export interface SalesFigures {
  ticketsSold: number;
  gross: number;
  commission: number;
  owed: number;
}

export interface EventReportView extends SalesFigures {
  eventId: string;
  title: string;
  commissionRule: { percent: number; fixed: number; text: string };
}

export interface TeacherReportRow extends SalesFigures {
  eventId: string;
  title: string;
  providerName: string;
  startAt: string;
  status: EventStatus;
}

export interface TeacherReportView extends SalesFigures {
  teacher: TeacherView;
  events: TeacherReportRow[];
}

export interface SignatureView {
  index: number;
  description: string;
  fullName: string;
  image: string | null;
}

export interface CertificateView {
  code: string;
  attendeeName: string;
  event: { _id: string; title: string; startAt: string; endAt: string; teacherName: string | null };
  /** The branch that held the event, and the chain's name. */
  issuer: { providerName: string; productName: string };
  issuedAt: string;
  /** `{site}/certificate/{code}`, what the PDF's QR encodes. */
  verifyUrl: string;
}

export interface CommissionDefaultsView {
  commissionPercent: number;
  commissionFixed: number;
}

/** The scanner's answer for a ticket's QR (a member of ScanResultView in lib/contracts/scan.ts). */
export interface EventTicketScanView {
  kind: 'ticket';
  ticket: AttendeeView;
  event: Pick<EventView, '_id' | 'title' | 'providerName' | 'room' | 'startAt' | 'endAt' | 'status'>;
  /** The viewer may check it in now (holds `events` there, ticket paid and not yet in). */
  canCheckIn: boolean;
}
