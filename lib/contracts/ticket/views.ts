/** The ticket area's wire shapes: the views the API answers and the screens read (types only, no zod). */
import type { OrderStatus } from '../order';
import type { TransactionView } from '../wallet';
import type { OnCallShift, SupportType, TicketPriority, TicketState, TicketType } from '../../ticket-rules';

/** A file named in a create, answer or comment call. */
export interface AttachmentRef {
  fileName: string;
  originalName?: string;
}

export interface TicketAttachmentView {
  fileName: string;
  originalName: string;
  contentType: string;
  size: number;
}

export interface TicketView {
  _id: string;
  number: number;
  subject: string;
  description: string;
  type: TicketType;
  supportType: SupportType;
  priority: TicketPriority;
  state: TicketState;
  answer: string | null;
  answerAttachments: TicketAttachmentView[];
  attachments: TicketAttachmentView[];
  responderId: string | null;
  responderName: string | null;
  provider: string | null;
  providerId: string | null;
  external: boolean;
  userId: string;
  userName: string;
  /** Only the desk sees the customer's phone. */
  userPhone: string | null;
  createdAt: string;
  updatedAt: string;
  answeredAt: string | null;
  firstAnsweredAt: string | null;
  closedAt: string | null;
  /** First-answer target (desk only; null for the customer). */
  dueAt: string | null;
  overdue: boolean;
  rating: number | null;
  ratingComment: string | null;
  commentCount: number;
  /** The customer's order the desk linked this ticket to, with its number and branch. */
  orderId: string | null;
  orderNumber: number | null;
  orderProviderId: string | null;
}

export interface TicketEventView {
  _id: string;
  kind: 'created' | 'state' | 'answer' | 'refer' | 'rating' | 'order';
  fromState: TicketState | null;
  toState: TicketState | null;
  actorName: string | null;
  responderName: string | null;
  note: string | null;
  createdAt: string;
}

/** What the desk's GET v1/ticket/{id} adds: the history of the ticket. */
export interface TicketDetailView extends TicketView {
  events: TicketEventView[];
}

export interface CommentView {
  _id: string;
  ticketId: string;
  text: string;
  attachments: TicketAttachmentView[];
  external: boolean;
  internal: boolean;
  author: { _id: string | null; name: string; role: 'customer' | 'support' };
  mine: boolean;
  createdAt: string;
}

export interface UserCommentView {
  _id: string;
  userId: string;
  text: string;
  attachments: TicketAttachmentView[];
  author: { _id: string | null; name: string };
  createdAt: string;
}

export interface ResponderView {
  _id: string;
  name: string;
  phone: string;
  /** Set for an admin of the ticket's branch (not on the support team): that branch's name (D30). */
  branchAdminOf?: string;
}

export interface OnCallSlotView {
  _id: string;
  day: number;
  shift: OnCallShift;
  userId: string;
  userName: string;
  providerId: string;
}

export interface TicketReportView {
  total: number;
  byState: Record<TicketState, number>;
  overdue: number;
  /** Median minutes from creation to the first answer; null until something was answered. */
  medianFirstAnswerMinutes: number | null;
  answeredCount: number;
  rating: { count: number; average: number | null; distribution: Record<'1' | '2' | '3' | '4' | '5', number> };
  recentRatings: {
    ticketId: string;
    number: number;
    subject: string;
    rating: number;
    comment: string | null;
    ratedAt: string;
  }[];
  /** Closed tickets still waiting for the customer's rating (the customer's report). */
  awaitingRating: { ticketId: string; number: number; subject: string; closedAt: string | null }[];
  dueHours: Record<TicketPriority, number>;
}

/** Which thread a call reads or writes: the customer's (external) or the desk's internal notes. */
export type TicketFlavour = 'internal' | 'external';

/** A page of the ticket list (GET v1/ticket/list). */
export interface TicketPageView {
  tickets: TicketView[];
  total: number;
}

/** A page of a ticket's comments (GET v1/ticket/comment/list). */
export interface CommentPageView {
  comments: CommentView[];
  total: number;
}

/** One of the customer's recent orders as the support desk sees it. */
export interface TicketCustomerOrderView {
  _id: string;
  number: number;
  providerId: string;
  providerName: string;
  status: OrderStatus;
  totalPrice: number;
  /** «لاته ×۲، کیک» in short, for agents who cannot open the branch's order page. */
  itemsSummary: string;
  createdAt: string;
  /** A gift sent to this customer (not placed by them). */
  giftToCustomer: boolean;
  /** Whether the viewer may open /panel/{providerId}/orders/{id} (orders permission at that branch). */
  canOpen: boolean;
}

/** GET /v1/ticket/{ticketId}/customer: who raised the ticket, their latest orders, wallet and ledger. */
export interface TicketCustomerView {
  customer: { _id: string; name: string; phone: string };
  wallet: number;
  orders: TicketCustomerOrderView[];
  ordersTotal: number;
  transactions: TransactionView[];
  transactionsTotal: number;
  /** The order the ticket is linked to (also when it is older than the latest five). */
  linkedOrder: TicketCustomerOrderView | null;
}
