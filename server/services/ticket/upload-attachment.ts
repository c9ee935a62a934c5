import { and, eq, lt, sql } from 'drizzle-orm';
import type { TicketAttachmentView } from '@/lib/contracts/ticket/schemas';
import type { SessionUser } from '../../auth/session';
import { hitLimits } from '../../auth/rate-limit';
import { db } from '../../db/client';
import { ticketAttachments } from '../../db/schema';
import { AppError } from '../../http/errors';
import { fileBytes, storeUpload } from '../files/store-upload';
import { removeStoredFile } from '../files/stored-file';
import { IMAGE_SIZES } from '../files/image';
import { attachmentView } from './attachment-view';

/** An upload nobody attached within a day is dropped. */
const PENDING_TTL_MS = 24 * 3_600_000;

/**
 * POST v1/ticket/upload/attachment (staff) and …/external (customers): one file from the multipart
 * field `file`, judged by its content (image or PDF, at most 10 MB), stored under a random name and
 * kept as the uploader's pending attachment until a ticket, answer or comment claims it.
 */
export async function uploadTicketAttachment({
  actor,
  file,
}: {
  actor: SessionUser;
  file: unknown;
}): Promise<{ attachment: TicketAttachmentView }> {
  await hitLimits([{ key: `ticket-upload:${actor.id}`, windowSeconds: 3600, max: 60 }]);
  const bytes = await fileBytes(Array.isArray(file) ? file[0] : file);
  if (!bytes) throw new AppError('UPLOAD_EMPTY');
  const stored = await storeUpload({
    kind: 'ticket',
    data: bytes.data,
    originalName: bytes.name,
    ownerId: actor.id,
    allow: ['image', 'pdf'],
    imageSizes: IMAGE_SIZES.ticket,
  });
  try {
    await db()
      .insert(ticketAttachments)
      .values({ fileName: stored.fileName, originalName: stored.originalName, uploaderId: actor.id, role: 'pending' });
  } catch (err) {
    await removeStoredFile(stored.fileName);
    throw err;
  }
  await sweepStalePending();
  return { attachment: attachmentView(stored) };
}

/** Removes a few abandoned uploads (files and rows); runs after uploads so no timer is needed. */
async function sweepStalePending(): Promise<void> {
  const stale = await db()
    .select({ fileName: ticketAttachments.fileName })
    .from(ticketAttachments)
    .where(
      and(
        eq(ticketAttachments.role, 'pending'),
        lt(ticketAttachments.createdAt, sql`now() - ${sql.raw(`interval '${PENDING_TTL_MS} milliseconds'`)}`),
      ),
    )
    .limit(20);
  for (const s of stale) await removeStoredFile(s.fileName);
}
