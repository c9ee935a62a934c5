import { and, desc, eq, gte, inArray, isNull, lt, sql, count as countRows } from 'drizzle-orm';
import type { ShiftReport, ShiftTakings, ShiftView } from '@/lib/contracts/staff';
import type { SessionUser } from '../../auth/session';
import { db, type DbOrTx } from '../../db/client';
import { counterOrders, orders, orderStatusHistory, providers, providerStaff, shifts, users } from '../../db/schema';
import { rows } from '../stats/sql';
import { receivedIn } from '../stats/received';
import { newId } from '../../db/ids';
import { isUniqueViolation } from '../../db/errors';
import { AppError } from '../../http/errors';
import { tehranDayStart, tehranIsoDate } from '@/lib/jalali';
import { fullName } from './people';

/** A payment method that puts cash in the drawer: by its title («نقدی», «نقد»); what closing a shift compares the counted cash with. */
export function isCashMethod(title: string | null | undefined): boolean {
  return Boolean(title && title.includes('نقد'));
}

/**
 * What a branch took between `from` and `to`, by the one definition of money received
 * (server/services/stats/received.ts): orders whose money was taken in the window (paid_at), their
 * total and takings by how they were paid: at the till by the branch's payment method, by wallet and
 * by bank (a hybrid order's two parts each under its own); the cash the drawer should hold; orders
 * placed in the window and canceled, counted apart; and who was on: who opened or closed the shift,
 * and the branch's staff (a role at this branch) who rang up orders at the counter or moved orders on
 * the board (a customer canceling their own order is no staff). It is always worked out from the rows,
 * a closed shift's too, so an order canceled after the shift closed leaves its report.
 */
export async function shiftReport(
  providerId: string,
  from: Date,
  to: Date,
  openers: string[],
  tx: DbOrTx = db(),
): Promise<ShiftReport> {
  const window = and(eq(orders.providerId, providerId), gte(orders.createdAt, from), lt(orders.createdAt, to));
  const paidRows = await rows<{
    payment_by: string;
    payment_method_id: string | null;
    method_title: string | null;
    total_price: number;
    wallet_amount: number;
    bank_amount: number;
  }>(
    sql`SELECT o.payment_by, o.payment_method_id, m.title AS method_title, o.total_price, o.wallet_amount, o.bank_amount
        FROM orders o LEFT JOIN payment_methods m ON m.id = o.payment_method_id
        WHERE o.provider_id = ${providerId} AND ${receivedIn(from, to)}`,
    tx,
  );
  const takings = new Map<string, ShiftTakings>();
  const add = (key: string, title: string, amount: number) => {
    if (amount <= 0) return;
    const t = takings.get(key) ?? { key, title, count: 0, amount: 0 };
    t.count += 1;
    t.amount += amount;
    takings.set(key, t);
  };
  let total = 0;
  let expectedCash = 0;
  for (const r of paidRows) {
    const price = Number(r.total_price);
    const wallet = Number(r.wallet_amount);
    const bank = Number(r.bank_amount);
    total += price;
    const onSite = price - wallet - bank;
    if (r.payment_method_id) add(r.payment_method_id, r.method_title ?? 'روش پرداخت حذف‌شده', onSite);
    else add('unrecorded', 'پرداخت در محل (روش ثبت نشده)', onSite);
    if (isCashMethod(r.method_title)) expectedCash += onSite;
    add('wallet', 'کیف پول', wallet);
    add('bank', 'درگاه بانکی', bank);
  }
  const [canceledRow] = await tx
    .select({ n: countRows() })
    .from(orders)
    .where(and(window, eq(orders.status, 'canceled')));
  const canceled = Number(canceledRow?.n ?? 0);
  const [counter] = await tx
    .select({ n: countRows() })
    .from(counterOrders)
    .where(
      and(
        eq(counterOrders.providerId, providerId),
        gte(counterOrders.createdAt, from),
        lt(counterOrders.createdAt, to),
      ),
    );

  // Staff who moved an order on the board: history rows with a previous status (the first row is the order's placing).
  const movers = await tx
    .selectDistinct({ id: orderStatusHistory.actorId })
    .from(orderStatusHistory)
    .innerJoin(orders, eq(orders.id, orderStatusHistory.orderId))
    .where(
      and(
        eq(orders.providerId, providerId),
        gte(orderStatusHistory.createdAt, from),
        lt(orderStatusHistory.createdAt, to),
        sql`${orderStatusHistory.fromStatus} IS NOT NULL`,
      ),
    );
  const ringers = await tx
    .selectDistinct({ id: counterOrders.staffId })
    .from(counterOrders)
    .where(
      and(
        eq(counterOrders.providerId, providerId),
        gte(counterOrders.createdAt, from),
        lt(counterOrders.createdAt, to),
      ),
    );
  const actors = [...movers.map((m) => m.id), ...ringers.map((r) => r.id)].filter((x): x is string => Boolean(x));
  const staffHere = actors.length
    ? new Set(
        (
          await tx
            .select({ id: providerStaff.userId })
            .from(providerStaff)
            .where(and(eq(providerStaff.providerId, providerId), inArray(providerStaff.userId, actors)))
        ).map((r) => r.id),
      )
    : new Set<string>();
  const ids = [
    ...new Set([...openers, ...actors.filter((id) => staffHere.has(id))].filter((x): x is string => Boolean(x))),
  ];
  const people = ids.length
    ? await tx
        .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, phone: users.phone })
        .from(users)
        .where(inArray(users.id, ids))
    : [];
  const byId = new Map(people.map((p) => [p.id, p]));
  return {
    from: from.toISOString(),
    to: to.toISOString(),
    orders: paidRows.length,
    canceled,
    counterOrders: Number(counter?.n ?? 0),
    total,
    expectedCash,
    takings: [...takings.values()].sort((a, b) => b.amount - a.amount),
    staff: ids
      .filter((id) => byId.has(id))
      .map((id) => ({ _id: id, name: fullName(byId.get(id)) || byId.get(id)!.phone, phone: byId.get(id)!.phone })),
  };
}

type ShiftRow = typeof shifts.$inferSelect;

async function toView(row: ShiftRow, tx: DbOrTx = db()): Promise<ShiftView> {
  const ids = [row.startedBy, row.finishedBy].filter((x): x is string => Boolean(x));
  const people = await tx
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, phone: users.phone })
    .from(users)
    .where(inArray(users.id, ids));
  const who = (id: string) => {
    const p = people.find((x) => x.id === id);
    return { _id: id, name: fullName(p) || p?.phone || '' };
  };
  // Worked out from the rows every time (stats/received.ts): a later cancellation leaves a closed shift too.
  const report = await shiftReport(row.providerId, row.startedAt, row.finishedAt ?? new Date(), ids, tx);
  return {
    _id: row.id,
    providerId: row.providerId,
    startedAt: row.startedAt.toISOString(),
    startedBy: who(row.startedBy),
    finishedAt: row.finishedAt?.toISOString() ?? null,
    finishedBy: row.finishedBy ? who(row.finishedBy) : null,
    note: row.note,
    countedCash: row.countedCash,
    closingNote: row.closingNote,
    report,
  };
}

async function assertProvider(providerId: string) {
  const [p] = await db().select({ id: providers.id }).from(providers).where(eq(providers.id, providerId)).limit(1);
  if (!p) throw new AppError('PROVIDER_NOT_FOUND');
}

/** The branch's open shift, or null. */
export async function openShift(providerId: string, tx: DbOrTx = db()): Promise<ShiftRow | null> {
  const [row] = await tx
    .select()
    .from(shifts)
    .where(and(eq(shifts.providerId, providerId), isNull(shifts.finishedAt)))
    .limit(1);
  return row ?? null;
}

/** GET /v1/provider/{id}/current/shift: the open shift with its report so far, or `shift: null`. */
export async function currentShift(providerId: string): Promise<{ shift: ShiftView | null }> {
  await assertProvider(providerId);
  const row = await openShift(providerId);
  return { shift: row ? await toView(row) : null };
}

/** POST /v1/provider/start/shift: opens the branch's shift; a second open shift is a 409 (the partial unique index decides races). */
export async function startShift(
  actor: SessionUser,
  input: { providerId: string; note: string },
): Promise<{ shift: ShiftView }> {
  await assertProvider(input.providerId);
  if (await openShift(input.providerId)) throw new AppError('SHIFT_ALREADY_OPEN');
  try {
    const [row] = await db()
      .insert(shifts)
      .values({ id: newId(), providerId: input.providerId, startedBy: actor.id, note: input.note })
      .returning();
    return { shift: await toView(row) };
  } catch (err) {
    if (isUniqueViolation(err)) throw new AppError('SHIFT_ALREADY_OPEN');
    throw err;
  }
}

/**
 * POST /v1/provider/finish/shift: closes the open shift with the cash counted in the drawer (optional)
 * and a closing note; 409 when none is open. The report at closing is kept in `report` as a record;
 * the report shown is always worked out from the rows (toView).
 */
export async function finishShift(
  actor: SessionUser,
  input: { providerId: string; countedCash?: number | null; note?: string },
): Promise<{ shift: ShiftView }> {
  await assertProvider(input.providerId);
  const row = await db().transaction(async (tx) => {
    const [open] = await tx
      .select()
      .from(shifts)
      .where(and(eq(shifts.providerId, input.providerId), isNull(shifts.finishedAt)))
      .for('update');
    if (!open) throw new AppError('SHIFT_NOT_OPEN');
    // Real time, as orders are stamped by the database (not the test clock of opening hours).
    const end = new Date();
    const report = await shiftReport(input.providerId, open.startedAt, end, [open.startedBy, actor.id], tx);
    const [closed] = await tx
      .update(shifts)
      .set({
        finishedAt: end,
        finishedBy: actor.id,
        report,
        countedCash: input.countedCash ?? null,
        closingNote: input.note ?? '',
      })
      .where(eq(shifts.id, open.id))
      .returning();
    return closed;
  });
  return { shift: await toView(row) };
}

/** GET /v1/provider/{id}/shift/list/{page}-{size}: the branch's shifts, newest first. */
export async function listShifts(
  providerId: string,
  paging: { page: number; size: number },
): Promise<{ shifts: ShiftView[]; total: number }> {
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
  const [row] = await db()
    .select()
    .from(shifts)
    .where(and(eq(shifts.id, shiftId), eq(shifts.providerId, providerId)))
    .limit(1);
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
