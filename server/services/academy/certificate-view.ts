import { eq } from 'drizzle-orm';
import type { CertificateView } from '@/lib/contracts/academy';
import { config } from '../../config';
import { db } from '../../db/client';
import { certificates, events, providers, teachers } from '../../db/schema';

/** Where a certificate is verified; its QR encodes this. */
export function verifyUrl(code: string): string {
  return `${config().publicBaseUrl.replace(/\/$/, '')}/certificate/${code}`;
}

type CertRow = typeof certificates.$inferSelect;

/** Certificates as anyone holding the code sees them, with the event, issuer and verification link. */
export async function toCertificateViews({ rows }: { rows: CertRow[] }): Promise<CertificateView[]> {
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
