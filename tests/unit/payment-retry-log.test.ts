import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SessionUser } from '@/server/auth/session';
import { log } from '@/server/log';

// The expiry before a retry fails (the database refuses); the retry then stops at its own transaction.
vi.mock('@/server/services/order/expire-orders', () => ({
  expireOrder: vi.fn(async () => {
    throw new Error('could not serialize access');
  }),
}));
vi.mock('@/server/db/client', () => ({
  db: () => ({
    transaction: async () => {
      throw new Error('stop at the retry transaction');
    },
  }),
}));

const { retryOrderPayment } = await import('@/server/services/payment/retry-payment');

afterEach(() => vi.restoreAllMocks());

describe('retrying an order payment (issue 23: failures are never swallowed)', () => {
  it('logs a failing expiry with its order, and still goes on to the retry', async () => {
    const logged = vi.spyOn(log, 'error').mockImplementation(() => {});
    const user = { id: 'u1', phone: '09120000000' } as SessionUser;
    await expect(retryOrderPayment({ user, orderId: 'order-1' })).rejects.toThrow('stop at the retry transaction');
    expect(logged).toHaveBeenCalledWith(
      { err: expect.objectContaining({ message: 'could not serialize access' }), orderId: 'order-1' },
      '[payment] expiring the order before a retry failed',
    );
  });
});
