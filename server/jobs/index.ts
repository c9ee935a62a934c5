import { reconcileBankPayments } from '../services/payment/reconcile-payments';

/** A background job: run every `everyMs` on one instance at a time (the scheduler holds an advisory lock). */
export interface Job {
  name: string;
  everyMs: number;
  run: () => Promise<unknown>;
}

/** Every background job of the app. Each one's work is idempotent: a run cut short is simply run again. */
export const JOBS: Job[] = [
  { name: 'bank-reconcile', everyMs: 60_000, run: () => reconcileBankPayments({ now: new Date() }) },
];
