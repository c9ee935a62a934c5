import { asc, inArray } from 'drizzle-orm';
import { ABOUT_SECTIONS, type AboutItemView, type AboutSection, type AboutUsView } from '@/lib/contracts/about-us';
import { db } from '../../db/client';
import { aboutUsItems, users } from '../../db/schema';
import { toView } from './about-view';

/** GET /v1/aboutUs: every section's entries in their order; colleagues with their name and photo. */
export async function getAboutUs(): Promise<AboutUsView> {
  const rows = await db().select().from(aboutUsItems).orderBy(asc(aboutUsItems.section), asc(aboutUsItems.idx));
  const ids = rows.filter((r) => r.section === 'colleagues').map((r) => String((r.data as { userId?: string }).userId));
  const people = new Map(
    (ids.length ? await db().select().from(users).where(inArray(users.id, ids)) : []).map((u) => [u.id, u]),
  );
  const out = Object.fromEntries(ABOUT_SECTIONS.map((s) => [s, [] as AboutItemView[]])) as unknown as Record<
    AboutSection,
    AboutItemView[]
  >;
  for (const r of rows) {
    if (!(ABOUT_SECTIONS as readonly string[]).includes(r.section)) continue;
    const view = toView({ row: r, people });
    // A colleague whose account is gone or disabled is not shown.
    if (r.section === 'colleagues' && (!view.user || !people.get(view.user._id)?.active)) continue;
    out[r.section as AboutSection].push(view);
  }
  return out as AboutUsView;
}
