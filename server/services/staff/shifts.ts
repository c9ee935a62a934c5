import { and, desc, eq, gte, inArray, isNull, lt, sql, count as countRows } from 'drizzle-orm';
import type { ShiftReport, ShiftTakings, ShiftView } from '@/lib/contracts/staff';
import type { SessionUser } from '../../auth/session';
import { db, type DbOrTx } from '../../db/client';
import { counterOrders, orders, orderStatusHistory, paymentMethods, providers, shifts, users } from '../../db/schema';
import { newId } from '../../db/ids';
import { AppError } from '../../http/errors';
import { tehranDayStart, tehranIsoDate } from '@/lib/jalali';
import { fullName } from './people';

const PG_UNIQUE_VIOLATION = '23505';

function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string; cause?: { code?: string } } | null;
  return e?.code === PG_UNIQUE_VIOLATION || e?.cause?.code === PG_UNIQUE_VIOLATION;
}

/**
 * What a branch took between `from` and `to`: orders placed then (not the ones still waiting for
 * their bank payment), canceled ones counted apart; takings by how they were paid: on site by the
 * branch's payment method (or «ثبت نشده» when the barista did not record one), by wallet and by bank
 * (a hybrid order's two parts each under its own); and who was on: who opened or closed the shift,
 * rang up orders at the counter or moved orders on the board.
 */
export async function shiftReport(providerId: string, from: Date, to: Date, openers: string[], tx: DbOrTx = db()): Promise<ShiftReport> {
  const window = and(eq(orders.providerId, providerId), gte(orders.createdAt, from), lt(orders.createdAt, to));
  const rows = await tx
    .select({
      status: orders.status,
      paymentBy: orders.paymentBy,
      paymentMethodId: orders.paymentMethodId,
      methodTitle: paymentMethods.title,
      totalPrice: orders.totalPrice,
      walletAmount: orders.walletAmount,
      bankAmount: orders.bankAmount,
    })
    .from(orders)
    .leftJoin(paymentMethods, eq(paymentMethods.id, orders.paymentMethodId))
    .where(and(window, sql`${orders.status} <> 'awaitingPayment'`));
  const takings = new Map<string, ShiftTakings>();
  const add = (key: string, title: string, amount: number) => {
    if (amount <= 0) return;
    const t = takings.get(key) ?? { key, title, count: 0, amount: 0 };
    t.count += 1;
    t.amount += amount;
    takings.set(key, t);
  };
  let placed = 0;
  let canceled = 0;
  let total = 0;
  for (const r of rows) {
    if (r.status === 'canceled') {
      canceled += 1;
      continue;
    }
    placed += 1;
    total += r.totalPrice;
    if (r.paymentBy === 'pos') {
      if (r.paymentMethodId) add(r.paymentMethodId, r.methodTitle ?? 'روش پرداخت حذف‌شده', r.totalPrice);
      else add('unrecorded', 'پرداخت در محل (روش ثبت نشده)', r.totalPrice);
    } else {
      add('wallet', 'کیف پول', r.walletAmount);
      add('bank', 'درگاه بانکی', r.bankAmount);
    }
  }
  const [counter] = await tx
    .select({ n: countRows() })
    .from(counterOrders)
    .where(and(eq(counterOrders.providerId, providerId), gte(counterOrders.createdAt, from), lt(counterOrders.createdAt, to)));

  // Staff who moved an order on the board: history rows with a previous status (the first row is the order's placing).
  const movers = await tx
    .selectDistinct({ id: orderStatusHistory.actorId })
    .from(orderStatusHistory)
    .innerJoin(orders, eq(orders.id, orderStatusHistory.orderId))
    .where(and(eq(orders.providerId, providerId), gte(orderStatusHistory.createdAt, from), lt(orderStatusHistory.createdAt, to), sql`${orderStatusHistory.fromStatus} IS NOT NULL`));
  const ringers = await tx
    .selectDistinct({ id: counterOrders.staffId })
    .from(counterOrders)
    .where(and(eq(counterOrders.providerId, providerId), gte(counterOrders.createdAt, from), lt(counterOrders.createdAt, to)));
  const ids = [...new Set([...openers, ...movers.map((m) => m.id), ...ringers.map((r) => r.id)].filter((x): x is string => Boolean(x)))];
  const people = ids.length ? await tx.select({ id: users.id, firstName: users.firstName, lastName: users.lastName, phone: users.phone }).from(users).where(inArray(users.id, ids)) : [];
  const byId = new Map(people.map((p) => [p.id, p]));
  return {
    from: from.toISOString(),
    to: to.toISOString(),
    orders: placed,
    canceled,
    counterOrders: Number(counter?.n ?? 0),
    total,
    takings: [...takings.values()].sort((a, b) => b.amount - a.amount),
    staff: ids.filter((id) => byId.has(id)).map((id) => ({ _id: id, name: fullName(byId.get(id)) || byId.get(id)!.phone, phone: byId.get(id)!.phone })),
  };
}

type ShiftRow = typeof shifts.$inferSelect;

async function toView(row: ShiftRow, tx: DbOrTx = db()): Promise<ShiftView> {
  const ids = [row.startedBy, row.finishedBy].filter((x): x is string => Boolean(x));
  const people = await tx.select({ id: users.id, firstName: users.firstName, lastName: users.lastName, phone: users.phone }).from(users).where(inArray(users.id, ids));
  const who = (id: string) => {
    const p = people.find((x) => x.id === id);
    return { _id: id, name: fullName(p) || p?.phone || '' };
  };
  const report = row.report ?? (await shiftReport(row.providerId, row.startedAt, new Date(), ids, tx));
  return {
    _id: row.id,
    providerId: row.providerId,
    startedAt: row.startedAt.toISOString(),
    startedBy: who(row.startedBy),
    finishedAt: row.finishedAt?.toISOString() ?? null,
    finishedBy: row.finishedBy ? who(row.finishedBy) : null,
    note: row.note,
    report,
  };
}

async function assertProvider(providerId: string) {
  const [p] = await db().select({ id: providers.id }).from(providers).where(eq(providers.id, providerId)).limit(1);
  if (!p) throw new AppError('PROVIDER_NOT_FOUND');
}

/** The branch's open shift, or null. */
export async function openShift(providerId: string, tx: DbOrTx = db()): Promise<ShiftRow | null> {
  const [row] = await tx.select().from(shifts).where(and(eq(shifts.providerId, providerId), isNull(shifts.finishedAt))).limit(1);
  return row ?? null;
}

/** GET /v1/provider/{id}/current/shift: the open shift with its report so far, or `shift: null`. */
export async function currentShift(providerId: string): Promise<{ shift: ShiftView | null }> {
  await assertProvider(providerId);
  const row = await openShift(providerId);
  return { shift: row ? await toView(row) : null };
}

/** POST /v1/provider/start/shift: opens the branch's shift; a second open shift is a 409 (the partial unique index decides races). */
export async function startShift(actor: SessionUser, input: { providerId: string; note: string }): Promise<{ shift: ShiftView }> {
  await assertProvider(input.providerId);
  if (await openShift(input.providerId)) throw new AppError('SHIFT_ALREADY_OPEN');
  try {
    const [row] = await db().insert(shifts).values({ id: newId(), providerId: input.providerId, startedBy: actor.id, note: input.note }).returning();
    return { shift: await toView(row) };
  } catch (err) {
    if (isUniqueViolation(err)) throw new AppError('SHIFT_ALREADY_OPEN');
    throw err;
  }
}

/** POST /v1/provider/finish/shift: closes the open shift and keeps its report; 409 when none is open. */
export async function finishShift(actor: SessionUser, input: { providerId: string }): Promise<{ shift: ShiftView }> {
  await assertProvider(input.providerId);
  const row = await db().transaction(async (tx) => {
    const [open] = await tx.select().from(shifts).where(and(eq(shifts.providerId, input.providerId), isNull(shifts.finishedAt))).for('update');
    if (!open) throw new AppError('SHIFT_NOT_OPEN');
    // Real time, as orders are stamped by the database (not the test clock of opening hours).
    const end = new Date();
    const report = await shiftReport(input.providerId, open.startedAt, end, [open.startedBy, actor.id], tx);
    const [closed] = await tx.update(shifts).set({ finishedAt: end, finishedBy: actor.id, report }).where(eq(shifts.id, open.id)).returning();
    return closed;
  });
  return { shift: await toView(row) };
}

/** GET /v1/provider/{id}/shift/list/{page}-{size}: the branch's shifts, newest first. */
export async function listShifts(providerId: string, paging: { page: number; size: number }): Promise<{ shifts: ShiftView[]; total: number }> {
  await assertProvider(providerId);
  const rows = await db()
    .select()
    .from(shifts)
    .where(eq(shifts.providerId, providerId))
    .orderBy(desc(shifts.startedAt))
    .limit(paging.size)
    .offset((paging.page - 1) * paging.size);
  const [{ n }] = await db().select({ n: countRows() }).from(shifts).where(eq(shifts.providerId, providerId));
  const list: ShiftView[] = [];
  for (const r of rows) list.push(await toView(r));
  return { shifts: list, total: Number(n) };
}

/** GET /v1/provider/{id}/shift/{shiftId}: one shift of the branch with its report. */
export async function getShift(providerId: string, shiftId: string): Promise<{ shift: ShiftView }> {
  const [row] = await db().select().from(shifts).where(and(eq(shifts.id, shiftId), eq(shifts.providerId, providerId))).limit(1);
  if (!row) throw new AppError('SHIFT_NOT_FOUND');
  return { shift: await toView(row) };
}

/** GET /v1/provider/{id}/today: the branch's Tehran day so far, counted as a shift report is. */
export async function branchToday(providerId: string): Promise<{ today: ShiftReport }> {
  await assertProvider(providerId);
  const end = new Date();
  const start = tehranDayStart(tehranIsoDate(end))!;
  return { today: await shiftReport(providerId, start, end, []) };
}
