import { expireDueOrders } from '../services/order/expire-orders';
import { reconcileBankPayments } from '../services/payment/reconcile-payments';
import { releaseDuePurchases } from '../services/academy/release-purchase';
import { closeIdleTabs } from '../services/tab/list-open-tabs';
import { releaseNoShows } from '../services/space/release-no-shows';
import type { Job } from './types';

export type { Job } from './types';

/**
 * Every background job of the app, each run on one instance at a time (server/jobs/scheduler.ts).
 * Add a job with one line. (The waitlist texts are not here: they are sent when a place is freed.)
 */
export const JOBS: Job[] = [
  // Orders waiting for an online payment are released when their time is up (reads also sweep lazily).
  { name: 'order-expiry', everyMs: 60_000, run: () => expireDueOrders() },
  // Paid-but-unverified bank payments are booked once, and unanswered refunds to the card asked again.
  { name: 'bank-reconcile', everyMs: 60_000, run: () => reconcileBankPayments() },
  // Event ticket purchases not paid in time give their seats back (issue 26).
  { name: 'event-ticket-expiry', everyMs: 60_000, run: () => releaseDuePurchases() },
  // An open table tab with nothing ordered for three hours closes itself when nothing is owed (issue 27).
  { name: 'tab-idle', everyMs: 300_000, run: () => closeIdleTabs() },
  // Workspace bookings nobody checked in for by the start plus the branch's grace are released (issue 28).
  { name: 'space-no-show', everyMs: 60_000, run: ({ now }) => releaseNoShows(now) },
];
