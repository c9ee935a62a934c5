import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import type { TabLineView, TabRoundView, TabShareView, TabView } from '@/lib/contracts/tab';
import type { SessionUser } from '../../auth/session';
import { db, type DbOrTx } from '../../db/client';
import {
  orderItems,
  orders,
  providers,
  providerTables,
  tabLines,
  tabMembers,
  tabShares,
  tabs,
  users,
} from '../../db/schema';
import { AppError } from '../../http/errors';
import { fullName } from '../staff/people';
import { assertTabAccess } from './tab-access';
import type { TabRow } from './tab-lock';

/** The wire views of some tabs, with a fixed number of queries. */
export async function toTabViews({ tx = db(), rows }: { tx?: DbOrTx; rows: TabRow[] }): Promise<TabView[]> {
  if (!rows.length) return [];
  const ids = rows.map((r) => r.id);
  const [tables, provs, members, drafts, shares, roundRows] = await Promise.all([
    tx
      .select({ id: providerTables.id, number: providerTables.number })
      .from(providerTables)
      .where(inArray(providerTables.id, [...new Set(rows.map((r) => r.tableId))])),
    tx
      .select({ id: providers.id, name: providers.name })
      .from(providers)
      .where(inArray(providers.id, [...new Set(rows.map((r) => r.providerId))])),
    tx
      .select({
        tabId: tabMembers.tabId,
        userId: tabMembers.userId,
        joinedAt: tabMembers.joinedAt,
        firstName: users.firstName,
        lastName: users.lastName,
      })
      .from(tabMembers)
      .innerJoin(users, eq(users.id, tabMembers.userId))
      .where(inArray(tabMembers.tabId, ids))
      .orderBy(asc(tabMembers.joinedAt)),
    tx.select().from(tabLines).where(inArray(tabLines.tabId, ids)).orderBy(asc(tabLines.createdAt)),
    tx
      .select()
      .from(tabShares)
      .where(and(inArray(tabShares.tabId, ids), ne(tabShares.status, 'void')))
      .orderBy(asc(tabShares.createdAt), asc(tabShares.id)),
    tx.select().from(orders).where(inArray(orders.tabId, ids)).orderBy(asc(orders.createdAt), asc(orders.number)),
  ]);
  const lines = roundRows.length
    ? await tx
        .select()
        .from(orderItems)
        .where(
          inArray(
            orderItems.orderId,
            roundRows.map((o) => o.id),
          ),
        )
        .orderBy(asc(orderItems.sort))
    : [];
  const senderIds = [...new Set(roundRows.map((o) => o.userId).filter((u): u is string => Boolean(u)))];
  const senders = senderIds.length
    ? await tx
        .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
        .from(users)
        .where(inArray(users.id, senderIds))
    : [];
  const nameOf = new Map<string, string>();
  for (const m of members) nameOf.set(m.userId, fullName(m));
  for (const u of senders) nameOf.set(u.id, fullName(u));
  const tableNumber = new Map(tables.map((t) => [t.id, t.number]));
  const providerName = new Map(provs.map((p) => [p.id, p.name]));

  return rows.map((t) => {
    const rounds: TabRoundView[] = roundRows
      .filter((o) => o.tabId === t.id)
      .map((o) => ({
        _id: o.id,
        orderId: o.id,
        number: o.number,
        status: o.status,
        total: o.totalPrice,
        sentBy: o.userId,
        sentByName: o.userId ? (nameOf.get(o.userId) ?? null) : null,
        createdAt: o.createdAt.toISOString(),
        lines: lines
          .filter((l) => l.orderId === o.id)
          .map((l): TabLineView => ({
            _id: l.id,
            itemId: l.itemId,
            title: l.title,
            count: l.count,
            unitPrice: l.unitPrice,
            lineTotal: l.lineTotal,
            options: l.options ?? [],
            note: l.note ?? '',
            userId: l.personId,
            personName: l.personName,
          })),
      }));
    const total = rounds.filter((r) => r.status !== 'canceled').reduce((n, r) => n + r.total, 0);
    const tabShareRows = shares.filter((s) => s.tabId === t.id);
    const paid = tabShareRows.filter((s) => s.status === 'paid').reduce((n, s) => n + s.amount, 0);
    return {
      _id: t.id,
      providerId: t.providerId,
      providerName: providerName.get(t.providerId) ?? '',
      tableId: t.tableId,
      tableNumber: tableNumber.get(t.tableId) ?? 0,
      joinCode: t.joinCode,
      status: t.status,
      total,
      paid,
      unpaid: Math.max(0, total - paid),
      members: members
        .filter((m) => m.tabId === t.id)
        .map((m) => ({ userId: m.userId, name: fullName(m), joinedAt: m.joinedAt.toISOString() })),
      rounds,
      drafts: drafts
        .filter((d) => d.tabId === t.id)
        .map((d) => ({
          _id: d.id,
          itemId: d.itemId,
          title: d.title,
          count: d.count,
          unitPrice: d.unitPrice,
          lineTotal: d.unitPrice * d.count,
          options: d.options ?? [],
          note: d.note ?? '',
          userId: d.userId,
          personName: d.userId ? (nameOf.get(d.userId) ?? null) : null,
        })),
      shares: tabShareRows.map((s): TabShareView => ({
        _id: s.id,
        userId: s.userId,
        personName: s.userId ? (nameOf.get(s.userId) ?? null) : null,
        amount: s.amount,
        paid: s.status === 'paid' ? s.amount : 0,
        status: s.status,
        mode: s.mode === 'counter' ? undefined : s.mode,
      })),
      splitMode: t.splitMode,
      openedBy: t.openedBy,
      openedAt: t.createdAt.toISOString(),
      closedAt: t.closedAt ? t.closedAt.toISOString() : null,
      lastActivityAt: t.lastActivityAt.toISOString(),
    };
  });
}

export async function tabViewById({ tx = db(), tabId }: { tx?: DbOrTx; tabId: string }): Promise<TabView | null> {
  const [row] = await tx.select().from(tabs).where(eq(tabs.id, tabId)).limit(1);
  return row ? (await toTabViews({ tx, rows: [row] }))[0] : null;
}

/** GET /v1/tab/{tabId}: the tab for a member, or staff of its branch. */
export async function getTab({ user, tabId }: { user: SessionUser; tabId: string }): Promise<{ tab: TabView }> {
  const [row] = await db().select().from(tabs).where(eq(tabs.id, tabId)).limit(1);
  if (!row) throw new AppError('TAB_NOT_FOUND');
  await assertTabAccess({ user, tab: row });
  return { tab: (await toTabViews({ rows: [row] }))[0] };
}
