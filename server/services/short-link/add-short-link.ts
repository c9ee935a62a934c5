import { type ShortLinkView } from '@/lib/contracts/short-link';
import { db } from '../../db/client';
import { newId } from '../../db/ids';
import { shortLinks } from '../../db/schema';
import { AppError } from '../../http/errors';
import { codeFree, toView } from './short-link-view';

/** POST /v1/shortLink/add: codes arrive in lower case (lib/contracts/short-link.ts), so unique in any letter case. */
export async function addShortLink(input: {
  title: string;
  code: string;
  target: string;
  active: boolean;
}): Promise<{ shortLink: ShortLinkView }> {
  await codeFree({ code: input.code });
  const rows = await db()
    .insert(shortLinks)
    .values({ id: newId(), ...input })
    .onConflictDoNothing({ target: shortLinks.code })
    .returning();
  if (!rows.length) throw new AppError('SHORT_LINK_CODE_TAKEN');
  return { shortLink: toView({ row: rows[0], registrations: 0 }) };
}
