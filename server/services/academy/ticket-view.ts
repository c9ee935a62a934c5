import { inArray } from 'drizzle-orm';
import type { AttendeeView, TicketView } from '@/lib/contracts/academy';
import { maskPhone } from '@/lib/phone';
import { scanText } from '@/lib/scan-codes';
import { clockNow } from '../../clock';
import { db, type DbOrTx } from '../../db/client';
import { certificates, eventTicketPurchases, eventTickets, events, users } from '../../db/schema';
import { displayName } from '../users/view';
import { safeSenderName } from '../gift/gift-sms-text';
import { cancelUntil, toEventViews } from './event-view';
import { ticketStatus } from './ticket-status';

export type TicketRow = typeof eventTickets.$inferSelect;
export type PurchaseRow = typeof eventTicketPurchases.$inferSelect;

/** The certificate code of each ticket that has one. */
async function certificateCodes({ tx, ticketIds }: { tx: DbOrTx; ticketIds: string[] }): Promise<Map<string, string>> {
  const rows = await tx
    .select({ ticketId: certificates.ticketId, code: certificates.code })
    .from(certificates)
    .where(inArray(certificates.ticketId, ticketIds));
  return new Map(rows.map((c) => [c.ticketId, c.code]));
}

/** Tickets as their holder or buyer sees them, with the QR text, cancel right and certificate. */
export async function toTicketViews({
  rows,
  viewer,
  tx = db(),
}: {
  rows: TicketRow[];
  viewer: { id: string; phone: string };
  tx?: DbOrTx;
}): Promise<TicketView[]> {
  if (!rows.length) return [];
  const purchaseIds = [...new Set(rows.map((r) => r.purchaseId))];
  const eventIds = [...new Set(rows.map((r) => r.eventId))];
  const [purchases, eventRows, certs] = await Promise.all([
    tx.select().from(eventTicketPurchases).where(inArray(eventTicketPurchases.id, purchaseIds)),
    tx.select().from(events).where(inArray(events.id, eventIds)),
    certificateCodes({ tx, ticketIds: rows.map((r) => r.id) }),
  ]);
  const eventViews = new Map((await toEventViews({ rows: eventRows, tx })).map((e) => [e._id, e]));
  const eventById = new Map(eventRows.map((e) => [e.id, e]));
  const purchaseById = new Map(purchases.map((p) => [p.id, p]));
  const buyerIds = [...new Set(purchases.map((p) => p.userId))];
  const buyers = new Map(
    (
      await tx
        .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
        .from(users)
        .where(inArray(users.id, buyerIds))
    ).map((u) => [u.id, u]),
  );
  const now = clockNow();
  return rows.map((t) => {
    const p = purchaseById.get(t.purchaseId)!;
    const e = eventById.get(t.eventId)!;
    const ev = eventViews.get(t.eventId)!;
    const status = ticketStatus({ ticket: t, purchase: p });
    const isGift = Boolean(p.giftTargetId || p.giftTargetPhone);
    const iAmBuyer = p.userId === viewer.id;
    const cert = certs.get(t.id);
    return {
      _id: t.id,
      code: t.code,
      qrText: scanText('ticket', t.code),
      purchaseId: t.purchaseId,
      event: {
        _id: ev._id,
        title: ev.title,
        providerId: ev.providerId,
        providerName: ev.providerName,
        room: ev.room,
        startAt: ev.startAt,
        endAt: ev.endAt,
        cover: ev.cover,
        status: ev.status,
        cancelUntil: ev.cancelUntil,
      },
      pricePaid: t.pricePaid,
      vat: t.vat,
      status,
      checkedInAt: t.checkedInAt?.toISOString() ?? null,
      canceledAt: t.canceledAt?.toISOString() ?? null,
      refunded: Boolean(t.refundedAt),
      canCancel: status === 'active' && e.status !== 'canceled' && now < cancelUntil(e),
      ...(isGift
        ? {
            gift: {
              fromName:
                iAmBuyer || p.giftAnonymous
                  ? null
                  : safeSenderName(
                      buyers.get(p.userId) ?? {
                        firstName: null,
                        lastName: null,
                      },
                    ),
              toPhone: iAmBuyer ? p.giftTargetPhone : null,
            },
          }
        : {}),
      ...(cert ? { certificate: { code: cert } } : {}),
    };
  });
}

/** Rows for staff: holder, buyer, check-in and certificate of each ticket. */
export async function toAttendeeViews({
  rows,
  tx = db(),
}: {
  rows: TicketRow[];
  tx?: DbOrTx;
}): Promise<AttendeeView[]> {
  if (!rows.length) return [];
  const purchases = await tx
    .select()
    .from(eventTicketPurchases)
    .where(inArray(eventTicketPurchases.id, [...new Set(rows.map((r) => r.purchaseId))]));
  const purchaseById = new Map(purchases.map((p) => [p.id, p]));
  const eventRows = await tx
    .select({ id: events.id, title: events.title })
    .from(events)
    .where(inArray(events.id, [...new Set(rows.map((r) => r.eventId))]));
  const titles = new Map(eventRows.map((e) => [e.id, e.title]));
  const peopleIds = [
    ...new Set(
      [...rows.map((r) => r.holderId), ...rows.map((r) => r.checkedInBy), ...purchases.map((p) => p.userId)].filter(
        (x): x is string => Boolean(x),
      ),
    ),
  ];
  const people = new Map(
    (peopleIds.length
      ? await tx
          .select({
            id: users.id,
            firstName: users.firstName,
            lastName: users.lastName,
            firstNameFa: users.firstNameFa,
            lastNameFa: users.lastNameFa,
          })
          .from(users)
          .where(inArray(users.id, peopleIds))
      : []
    ).map((u) => [u.id, displayName(u)]),
  );
  const certs = await certificateCodes({ tx, ticketIds: rows.map((r) => r.id) });
  return rows.map((t) => {
    const p = purchaseById.get(t.purchaseId)!;
    return {
      ticketId: t.id,
      code: t.code,
      eventId: t.eventId,
      eventTitle: titles.get(t.eventId) ?? '',
      holderName: (t.holderId && people.get(t.holderId)) || '',
      holderPhone: t.holderPhone ? maskPhone(t.holderPhone) : null,
      buyerName: people.get(p.userId) ?? '',
      pricePaid: t.pricePaid,
      status: ticketStatus({ ticket: t, purchase: p }),
      checkedInAt: t.checkedInAt?.toISOString() ?? null,
      checkedInByName: t.checkedInBy ? (people.get(t.checkedInBy) ?? '') : null,
      certificateCode: certs.get(t.id) ?? null,
    };
  });
}
