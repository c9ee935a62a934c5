import { eq } from 'drizzle-orm';
import { type ShortLinkView } from '@/lib/contracts/short-link';
import { db } from '../../db/client';
import { shortLinks } from '../../db/schema';
import { AppError } from '../../http/errors';
import { getShortLink } from './get-short-link';
import { codeFree } from './short-link-view';

/** POST /v1/shortLink/edit: any of title, code, target and active. */
export async function editShortLink(input: {
  shortLinkId: string;
  title?: string;
  code?: string;
  target?: string;
  active?: boolean;
}): Promise<{ shortLink: ShortLinkView }> {
  const { shortLinkId, ...patch } = input;
  if (patch.code) await codeFree({ code: patch.code, exceptId: shortLinkId });
  const [row] = Object.keys(patch).length
    ? await db().update(shortLinks).set(patch).where(eq(shortLinks.id, shortLinkId)).returning()
    : await db().select().from(shortLinks).where(eq(shortLinks.id, shortLinkId)).limit(1);
  if (!row) throw new AppError('SHORT_LINK_NOT_FOUND');
  return getShortLink({ shortLinkId: row.id });
}
