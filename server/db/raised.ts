import { ERRORS, type ErrorCode } from '@/lib/messages';
import { AppError } from '../http/errors';

/** What a database function raised on purpose (SQLSTATE P0001): its message and detail. */
export function raisedByDb(err: unknown): { message: string; detail?: string } | null {
  // Drizzle wraps driver errors; the driver's error is its cause.
  for (let e = err, depth = 0; e && typeof e === 'object' && depth < 3; e = (e as { cause?: unknown }).cause, depth++) {
    const { code, message, detail } = e as { code?: string; message?: string; detail?: string };
    if (code === 'P0001' && message) return { message, detail };
  }
  return null;
}

/** Turns a failure a database function raised with one of the app's error codes into that AppError. */
export function asAppError(err: unknown): unknown {
  const raised = raisedByDb(err);
  if (raised && raised.message in ERRORS) return new AppError(raised.message as ErrorCode);
  return err;
}
