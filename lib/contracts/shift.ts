import { z } from 'zod';
import { ZId } from './common';

/** A branch's shifts (/v1/provider/start|finish/shift, /v1/provider/{id}/shift/…, /v1/provider/{id}/today). */
export const ZShiftStart = z.object({
  providerId: ZId,
  note: z.string().trim().max(200, { error: 'یادداشت حداکثر ۲۰۰ حرف است.' }).optional().default(''),
});
export const SHIFT_CASH_MAX = 10_000_000_000;
const CASH_ERROR = 'مبلغ نقد شمارش‌شده باید عددی صحیح و نامنفی به تومان باشد.';
export const ZShiftFinish = z.object({
  providerId: ZId,
  /** Cash counted in the drawer at closing, integer toman; left out or null when not counted. */
  countedCash: z
    .number({ error: CASH_ERROR })
    .int({ error: CASH_ERROR })
    .min(0, { error: CASH_ERROR })
    .max(SHIFT_CASH_MAX, { error: 'مبلغ نقد شمارش‌شده بیش از حد مجاز است.' })
    .nullable()
    .optional(),
  note: z.string().trim().max(200, { error: 'یادداشت حداکثر ۲۰۰ حرف است.' }).optional().default(''),
});

/** The panel's start form: its note (the branch comes from the page). */
export const ZShiftStartForm = ZShiftStart.pick({ note: true });
/** The panel's closing form: the counted cash as typed (Latin digits, empty when not counted) and the note. */
export const ZShiftFinishForm = ZShiftFinish.pick({ note: true }).extend({
  countedCash: z
    .string()
    .transform((v) => (v === '' ? null : Number(v)))
    .pipe(ZShiftFinish.shape.countedCash.unwrap()),
});

export interface ShiftTakings {
  /** A payment method's id, or 'wallet', 'bank', 'unrecorded' (paid on site, method not recorded). */
  key: string;
  title: string;
  count: number;
  amount: number;
}

export interface ShiftReport {
  from: string;
  to: string;
  /** Orders whose money was received in the shift (server/services/stats/received.ts). */
  orders: number;
  /** Orders placed in the shift and canceled. */
  canceled: number;
  counterOrders: number;
  /** «جمع دریافتی»: the money received in the shift, the sum of `takings`. */
  total: number;
  /** What the drawer should hold: takings by cash payment methods (a title with «نقد»). */
  expectedCash: number;
  takings: ShiftTakings[];
  staff: { _id: string; name: string; phone: string }[];
}

export interface ShiftView {
  _id: string;
  providerId: string;
  startedAt: string;
  startedBy: { _id: string; name: string };
  finishedAt: string | null;
  finishedBy: { _id: string; name: string } | null;
  note: string;
  /** Cash counted in the drawer at closing (integer toman), null when not counted or still open. */
  countedCash: number | null;
  closingNote: string;
  /** Worked out from the rows: the shift's window for a closed shift, so far for the open one. */
  report: ShiftReport;
}

export interface ShiftListView {
  shifts: ShiftView[];
  total: number;
}
