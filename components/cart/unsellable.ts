import { describeError } from '@/api-client';
import type { UnsellableLine } from '@/store/slices/cartIssuesSlice';

type Body = { error?: { details?: { lines?: unknown } } } | null;

/** The server's codes for a cart it cannot sell as it is. */
const STOCK_ERROR_CODES = new Set(['ITEM_OVER_LIMIT', 'ITEM_NOT_IN_INVENTORY', 'ITEM_NOT_FOUND']);

/**
 * The lines a price or submit answer refused, from its `error.details.lines` (every unsellable line,
 * with `available` units left when over the limit); null when the failure is not about stock. A stock
 * refusal without the list (an older server) gives an empty list: the cart then only shows the message.
 */
export function unsellableLines(err: unknown): UnsellableLine[] | null {
  const code = describeError(err).code;
  if (!code || !STOCK_ERROR_CODES.has(code)) return null;
  // RTK Query's `{ status, data }` or an axios error's `response.data`.
  const e = err as { data?: Body; response?: { data?: Body } };
  const details = (e.data ?? e.response?.data)?.error?.details;
  const raw = Array.isArray(details?.lines) ? (details.lines as unknown[]) : [];
  return raw.flatMap((l): UnsellableLine[] => {
    if (!l || typeof l !== 'object') return [];
    const { _id, code: lineCode, message, available } = l as Record<string, unknown>;
    if (typeof _id !== 'string' || typeof lineCode !== 'string' || typeof message !== 'string') return [];
    return [{ _id, code: lineCode, message, ...(typeof available === 'number' ? { available } : {}) }];
  });
}
