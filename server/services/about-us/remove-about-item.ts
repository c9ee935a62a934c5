import { type AboutSection } from '@/lib/contracts/about-us';
import { db } from '../../db/client';
import { aboutUsItems } from '../../db/schema';
import { AppError } from '../../http/errors';
import { keyOf } from './about-item-rules';
import { dropFiles } from './about-files';

/** POST /v1/aboutUs/{section}/remove: the entry named by the section's key (an uploaded file goes with it). */
export async function removeAboutItem({
  section,
  body,
}: {
  section: AboutSection;
  body: Record<string, unknown>;
}): Promise<{ success: true }> {
  const gone = await db()
    .delete(aboutUsItems)
    .where(await keyOf({ section, body }))
    .returning();
  if (!gone.length) throw new AppError('ABOUT_ITEM_NOT_FOUND');
  const d = gone[0].data as Record<string, unknown>;
  await dropFiles([d.image, d.file].filter((v): v is string => typeof v === 'string' && !!v));
  return { success: true };
}
