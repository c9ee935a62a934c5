import { asc, count, eq } from 'drizzle-orm';
import type { CertificateView } from '@/lib/contracts/academy';
import type { SessionUser } from '../../auth/session';
import { db } from '../../db/client';
import { certificates } from '../../db/schema';
import { pagedRows } from '../../http/paging';
import { AppError } from '../../http/errors';
import { toCertificateViews } from './certificate-view';
import { normalizeCode } from './codes';
import { loadEventForStaff } from './load-event';

/** GET /v1/certificate/{code}: public; an unknown code is a 404 that shows nothing. */
export async function getCertificate({ code }: { code: string }): Promise<{ certificate: CertificateView }> {
  const [c] = await db()
    .select()
    .from(certificates)
    .where(eq(certificates.code, normalizeCode(code)))
    .limit(1);
  if (!c) throw new AppError('CERTIFICATE_NOT_FOUND');
  return { certificate: (await toCertificateViews({ rows: [c] }))[0] };
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
  return { certificates: await toCertificateViews({ rows }), total };
}
