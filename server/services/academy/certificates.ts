import { and, asc, count, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { CertificateView, SignatureView, SignaturesEditInput } from '@/lib/contracts/academy';
import type { SessionUser } from '../../auth/session';
import { config } from '../../config';
import { db } from '../../db/client';
import {
  certificateSignatures,
  certificates,
  eventTicketPurchases,
  eventTickets,
  events,
  providers,
  teachers,
  users,
} from '../../db/schema';
import { newId } from '../../db/ids';
import { pagedRows } from '../../http/paging';
import { AppError } from '../../http/errors';
import { sms } from '../../integrations/sms';
import { log } from '../../log';
import { displayName } from '../users/view';
import { normalizeCode, randomCode } from './codes';
import { loadEventForStaff } from './event-view';

/** Where a certificate is verified; its QR encodes this. */
export function verifyUrl(code: string): string {
  return `${config().publicBaseUrl.replace(/\/$/, '')}/certificate/${code}`;
}

/**
 * POST /v1/event/{id}/certificates/issue: one certificate per checked-in ticket (paid, not canceled),
 * named for its holder; a ticket that has one keeps it (the unique ticket_id), so issuing again adds
 * only the newly checked in. Each new holder is texted the verification link.
 */
export async function issueCertificates({ actor, eventId }: { actor: SessionUser; eventId: string }) {
  const e = await loadEventForStaff({ eventId, actor });
  const due = await db()
    .select({
      ticketId: eventTickets.id,
      holderPhone: eventTickets.holderPhone,
      firstName: users.firstName,
      lastName: users.lastName,
      firstNameFa: users.firstNameFa,
      lastNameFa: users.lastNameFa,
    })
    .from(eventTickets)
    .innerJoin(eventTicketPurchases, eq(eventTicketPurchases.id, eventTickets.purchaseId))
    .leftJoin(
      users,
      sql`${users.id} = coalesce(${eventTickets.holderId}, (SELECT u.id FROM users u WHERE u.phone = ${eventTickets.holderPhone}))`,
    )
    .leftJoin(certificates, eq(certificates.ticketId, eventTickets.id))
    .where(
      and(
        eq(eventTickets.eventId, e.id),
        isNotNull(eventTickets.checkedInAt),
        isNull(eventTickets.canceledAt),
        eq(eventTicketPurchases.status, 'paid'),
        isNull(certificates.id),
      ),
    );
  const made: { code: string; phone: string }[] = [];
  for (const t of due) {
    const code = randomCode();
    const inserted = await db()
      .insert(certificates)
      .values({
        id: newId(),
        code,
        ticketId: t.ticketId,
        eventId: e.id,
        attendeeName: displayName(t) || 'شرکت‌کننده',
      })
      .onConflictDoNothing({ target: certificates.ticketId })
      .returning({ code: certificates.code });
    if (inserted.length) made.push({ code, phone: t.holderPhone });
  }
  for (const m of made) {
    await sms()
      .send({
        to: m.phone,
        text: `گواهی‌نامه شرکت شما در «${e.title}» صادر شد.\nمشاهده و دریافت: ${verifyUrl(m.code)}`,
      })
      .catch((err) => log.error({ err }, '[academy] certificate SMS failed'));
  }
  const [{ total }] = await db().select({ total: count() }).from(certificates).where(eq(certificates.eventId, e.id));
  return { issued: made.length, total: Number(total) };
}

type CertRow = typeof certificates.$inferSelect;

async function toCertificateViews(rows: CertRow[]): Promise<CertificateView[]> {
  const out: CertificateView[] = [];
  for (const c of rows) {
    const [e] = await db()
      .select({
        id: events.id,
        title: events.title,
        startAt: events.startAt,
        endAt: events.endAt,
        providerName: providers.name,
        teacherName: teachers.name,
      })
      .from(events)
      .innerJoin(providers, eq(providers.id, events.providerId))
      .leftJoin(teachers, eq(teachers.id, events.teacherId))
      .where(eq(events.id, c.eventId));
    out.push({
      code: c.code,
      attendeeName: c.attendeeName,
      event: {
        _id: e.id,
        title: e.title,
        startAt: e.startAt.toISOString(),
        endAt: e.endAt.toISOString(),
        teacherName: e.teacherName ?? null,
      },
      issuer: { providerName: e.providerName, productName: config().productName },
      issuedAt: c.issuedAt.toISOString(),
      verifyUrl: verifyUrl(c.code),
    });
  }
  return out;
}

/** GET /v1/certificate/{code}: public; an unknown code is a 404 that shows nothing. */
export async function getCertificate({ code }: { code: string }): Promise<{ certificate: CertificateView }> {
  const [c] = await db()
    .select()
    .from(certificates)
    .where(eq(certificates.code, normalizeCode(code)))
    .limit(1);
  if (!c) throw new AppError('CERTIFICATE_NOT_FOUND');
  return { certificate: (await toCertificateViews([c]))[0] };
}

/** GET /v1/certificate/list/{page}-{size}?eventId: staff's list of an event's certificates. */
export async function listCertificates({
  actor,
  eventId,
  paging,
}: {
  actor: SessionUser;
  eventId: string;
  paging: { page: number; size: number };
}) {
  const e = await loadEventForStaff({ eventId, actor });
  const where = eq(certificates.eventId, e.id);
  const { rows, total } = await pagedRows({
    paging,
    rows: ({ limit, offset }) =>
      db().select().from(certificates).where(where).orderBy(asc(certificates.issuedAt)).limit(limit).offset(offset),
    count: db().select({ total: count() }).from(certificates).where(where),
  });
  return { certificates: await toCertificateViews(rows), total };
}

/** GET /v1/certificate/signatures: the three slots, by index. */
export async function getSignatures(): Promise<{ signatures: SignatureView[] }> {
  const rows = await db().select().from(certificateSignatures).orderBy(asc(certificateSignatures.idx));
  return {
    signatures: rows.map((r) => ({ index: r.idx, description: r.description, fullName: r.fullName, image: r.image })),
  };
}

/** POST /v1/certificate/signatures/edit: all three slots at once. */
export async function editSignatures({ input }: { input: SignaturesEditInput }) {
  await db().transaction(async (tx) => {
    for (const s of input.signatures) {
      await tx
        .insert(certificateSignatures)
        .values({ idx: s.index, description: s.description, fullName: s.fullName, image: s.image || null })
        .onConflictDoUpdate({
          target: certificateSignatures.idx,
          set: { description: s.description, fullName: s.fullName, image: s.image || null, updatedAt: sql`now()` },
        });
    }
  });
  return getSignatures();
}
