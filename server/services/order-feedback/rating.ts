import { avg, count, desc, eq } from 'drizzle-orm';
import type { RatingView, SurveyListView, TRateOrder } from '@/lib/contracts/order-feedback';
import { RATING_TEXT } from '@/lib/messages/order-feedback';
import type { SessionUser } from '../../auth/session';
import { db } from '../../db/client';
import { orderRatings, orders, users } from '../../db/schema';
import { AppError } from '../../http/errors';
import { pagedRows } from '../../http/paging';

type Row = typeof orderRatings.$inferSelect & { number: number; firstName: string | null; lastName: string | null };

function toView(r: Row): RatingView {
  return {
    orderId: r.orderId,
    orderNumber: r.number,
    providerId: r.providerId,
    customerName: [r.firstName, r.lastName].filter(Boolean).join(' '),
    score: r.score,
    comment: r.comment,
    createdAt: r.createdAt.toISOString(),
  };
}

const ratingColumns = {
  orderId: orderRatings.orderId,
  providerId: orderRatings.providerId,
  userId: orderRatings.userId,
  score: orderRatings.score,
  comment: orderRatings.comment,
  createdAt: orderRatings.createdAt,
  number: orders.number,
  firstName: users.firstName,
  lastName: users.lastName,
};

/** The customer's own order, refused as not found for anyone else (no hint that it exists). */
async function ownOrder({ user, orderId }: { user: SessionUser; orderId: string }) {
  const [order] = await db()
    .select({ id: orders.id, userId: orders.userId, providerId: orders.providerId, status: orders.status })
    .from(orders)
    .where(eq(orders.id, orderId))
    .limit(1);
  if (!order || order.userId !== user.id) throw new AppError('ORDER_NOT_FOUND');
  return order;
}

/** GET /v1/order/rating/{orderId}: the customer's rating of their order, or null (and whether it may be rated). */
export async function getRating({
  user,
  orderId,
}: {
  user: SessionUser;
  orderId: string;
}): Promise<{ rating: RatingView | null; canRate: boolean }> {
  const order = await ownOrder({ user, orderId });
  const [row] = await db()
    .select(ratingColumns)
    .from(orderRatings)
    .innerJoin(orders, eq(orders.id, orderRatings.orderId))
    .innerJoin(users, eq(users.id, orderRatings.userId))
    .where(eq(orderRatings.orderId, orderId))
    .limit(1);
  return { rating: row ? toView(row) : null, canRate: !row && order.status === 'delivered' };
}

/**
 * POST /v1/order/rating: the customer rates their delivered order, 1–5 with a comment, once (a
 * second rating is refused with 409; the unique order key keeps two at once from both landing).
 */
export async function rateOrder({
  user,
  input,
}: {
  user: SessionUser;
  input: TRateOrder;
}): Promise<{ rating: RatingView }> {
  const order = await ownOrder({ user, orderId: input.orderId });
  if (order.status !== 'delivered') throw new AppError('ORDER_STATUS_INVALID', { fa: RATING_TEXT.notDelivered });
  const inserted = await db()
    .insert(orderRatings)
    .values({
      orderId: order.id,
      providerId: order.providerId,
      userId: user.id,
      score: input.score,
      comment: input.comment,
    })
    .onConflictDoNothing()
    .returning();
  if (!inserted.length) throw new AppError('CONFLICT', { fa: RATING_TEXT.already });
  return { rating: (await getRating({ user, orderId: order.id })).rating! };
}

/** GET /v1/provider/{providerId}/survey/sms/{page}-20: the branch's ratings, newest first, with their average. */
export async function providerSurvey({
  providerId,
  paging,
}: {
  providerId: string;
  paging: { page: number; size: number };
}): Promise<SurveyListView> {
  // The count's query also averages the scores: read once, by the paging helper and for the average.
  const stats = Promise.resolve(
    db()
      .select({ total: count(), average: avg(orderRatings.score) })
      .from(orderRatings)
      .where(eq(orderRatings.providerId, providerId)),
  );
  const { rows, total } = await pagedRows({
    paging,
    rows: ({ limit, offset }) =>
      db()
        .select(ratingColumns)
        .from(orderRatings)
        .innerJoin(orders, eq(orders.id, orderRatings.orderId))
        .innerJoin(users, eq(users.id, orderRatings.userId))
        .where(eq(orderRatings.providerId, providerId))
        .orderBy(desc(orderRatings.createdAt), desc(orderRatings.orderId))
        .limit(limit)
        .offset(offset),
    count: stats,
  });
  const [{ average }] = await stats;
  return { ratings: rows.map(toView), total, average: total ? Math.round(Number(average) * 10) / 10 : null };
}
