import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { lineKey } from '@/lib/item-options';
import type { TabRoundInput, TabRoundView, TabView } from '@/lib/contracts/tab';
import type { SessionUser } from '../../auth/session';
import { clockNow } from '../../clock';
import { db, type Tx } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { newId } from '../../db/ids';
import { asAppError, raisedByDb } from '../../db/raised';
import { orders, providers, tabLines, tabMembers, tabs, users } from '../../db/schema';
import { AppError } from '../../http/errors';
import { boardOrderArgs } from '../order/board-order-args';
import { priceCart } from '../order/price';
import { providerInputColumns } from '../order/pricing-inputs';
import { assertOpen } from '../provider/assert-open';
import { fullName } from '../staff/people';
import { assertTabAccess, isMember } from './tab-access';
import { assertTabOpen, lockTab, type TabRow } from './tab-lock';
import { publishTab } from './tab-publish';
import { tabViewById } from './tab-view';

interface PersonLine {
  _id: string;
  count: number;
  options: string[];
  note: string;
  userId: string | null;
}

/** The round's order key: kept apart from cart keys (those never hold a colon). */
const roundKey = (key: string) => `tab:${key}`;

async function roundByKey({
  tx,
  tabId,
  key,
}: {
  tx: Tx | ReturnType<typeof db>;
  tabId: string;
  key: string;
}): Promise<string | null> {
  const [row] = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.tabId, tabId), eq(orders.clientKey, roundKey(key))))
    .limit(1);
  return row?.id ?? null;
}

/**
 * Writes the round as one order through the database's place_order (migrations 0005/0009: stock, the
 * branch's daily number, lines, first status and the board's live event), in the tab's transaction.
 * Priced by the server from the menu (the client's prices are never read) with no discount: the bill is
 * shared, so no one member's membership applies. It goes straight to the board (`new`), paid on site
 * (`pos`) and unpaid: the table pays after the meal, and the order becomes paid when the tab is
 * (finish-tab.ts). Each line carries its person; equal choices of one person are one line.
 */
async function writeRound({
  tx,
  tab,
  user,
  member,
  lines,
  input,
}: {
  tx: Tx;
  tab: TabRow;
  user: SessionUser;
  member: boolean;
  lines: PersonLine[];
  input: TabRoundInput;
}): Promise<string> {
  const [provider] = await tx.select(providerInputColumns).from(providers).where(eq(providers.id, tab.providerId));
  if (!provider || !provider.active) throw new AppError('PROVIDER_NOT_FOUND');
  assertOpen({ provider });
  const priced = await priceCart({ tx, items: lines, providerId: provider.id, membershipDiscount: 0 });
  const pricedByKey = new Map(priced.lines.map((l) => [l.key, l]));
  const people = await tx
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .innerJoin(tabMembers, and(eq(tabMembers.userId, users.id), eq(tabMembers.tabId, tab.id)));
  const nameOf = new Map(people.map((p) => [p.id, fullName(p)]));

  const grouped = new Map<string, PersonLine & { key: string }>();
  for (const l of lines) {
    const key = lineKey(l._id, l.options, l.note);
    const at = `${l.userId ?? ''}|${key}`;
    const seen = grouped.get(at);
    if (seen) seen.count += l.count;
    else grouped.set(at, { ...l, key });
  }
  const id = newId();
  const rows = [...grouped.values()].map((l, i) => {
    const p = pricedByKey.get(l.key)!;
    return {
      id: newId(),
      orderId: id,
      itemId: l._id,
      title: p.title,
      unitPrice: p.unitPrice,
      count: l.count,
      lineTotal: p.unitPrice * l.count,
      sort: i,
      options: p.options.length ? p.options : null,
      note: p.note || null,
      personId: l.userId,
      personName: l.userId ? (nameOf.get(l.userId) ?? null) : null,
    };
  });
  const total = rows.reduce((n, r) => n + r.lineTotal, 0);
  // The order's customer: the member who sent it, or for a round staff sent, whoever opened the tab.
  const customer = member ? user.id : tab.openedBy;
  const order = {
    id,
    clientKey: roundKey(input.key),
    providerId: provider.id,
    userId: customer,
    status: 'new' as const,
    orderType: 'inHall' as const,
    tableId: tab.tableId,
    description: input.description ?? '',
    paymentBy: 'pos' as const,
    bankType: null,
    paid: false,
    paymentMethodId: null,
    itemsPrice: total,
    discount: 0,
    totalPrice: total,
    expiresAt: null,
    paidAt: null,
    refundedAt: null,
    tabId: tab.id,
  };
  const args = boardOrderArgs({ order, lines: rows, priced });
  await tx.execute(sql`SELECT place_order(${args}::jsonb) AS placed`);
  return id;
}

/**
 * POST /v1/tab/round: sends every member's part not sent yet, plus `items` as the sender's own lines,
 * to the board as one order for the table (see writeRound). Members and staff of the branch may send
 * (staff-added lines have no person). Refused once the tab is closed or canceled (409). A retried `key`
 * returns the same round, also after the tab closed; the tab's row lock queues two sends of one key.
 */
export async function sendRound({
  user,
  input,
}: {
  user: SessionUser;
  input: TabRoundInput;
}): Promise<{ tab: TabView; round: TabRoundView }> {
  let orderId: string;
  try {
    orderId = await db().transaction(async (tx) => {
      const tab = await lockTab({ tx, tabId: input.tabId });
      await assertTabAccess({ tx, user, tab });
      const same = await roundByKey({ tx, tabId: tab.id, key: input.key });
      if (same) return same;
      assertTabOpen(tab);
      const member = await isMember({ tx, tabId: tab.id, userId: user.id });
      const drafts = await tx
        .select()
        .from(tabLines)
        .where(eq(tabLines.tabId, tab.id))
        .orderBy(asc(tabLines.createdAt));
      const lines: PersonLine[] = [
        ...drafts.map((d) => ({
          _id: d.itemId,
          count: d.count,
          options: d.optionIds,
          note: d.note ?? '',
          userId: d.userId,
        })),
        ...input.items.map((l) => ({
          _id: l._id,
          count: l.count,
          options: l.options ?? [],
          note: l.note ?? '',
          userId: member ? user.id : null,
        })),
      ];
      if (!lines.length) throw new AppError('TAB_ROUND_EMPTY');
      const id = await writeRound({ tx, tab, user, member, lines, input });
      if (drafts.length)
        await tx.delete(tabLines).where(
          inArray(
            tabLines.id,
            drafts.map((d) => d.id),
          ),
        );
      await tx.update(tabs).set({ lastActivityAt: clockNow() }).where(eq(tabs.id, tab.id));
      await publishTab({ tx, tab, change: 'round' });
      return id;
    });
  } catch (err) {
    const again = isUniqueViolation(err) ? await roundByKey({ tx: db(), tabId: input.tabId, key: input.key }) : null;
    if (!again) {
      if (raisedByDb(err)?.message === 'ITEM_STOCK') throw new AppError('ITEM_OVER_LIMIT');
      throw asAppError(err);
    }
    orderId = again;
  }
  const tab = (await tabViewById({ tabId: input.tabId }))!;
  return { tab, round: tab.rounds.find((r) => r._id === orderId)! };
}
