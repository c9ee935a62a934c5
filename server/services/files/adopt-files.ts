import { sql } from 'drizzle-orm';
import { db } from '../../db/client';
import { fileKey, storage, type FileKind } from '../../integrations/storage';
import { importLocalFiles } from './import-local-files';

/**
 * Gives every unclassified file its kind from the rows that use it and moves its bytes from the
 * shared directory of older versions into the kind's namespace. Ticket use wins over any other, so
 * a ticket file named in a blog post or profile stays private. An image nobody uses yet is an upload
 * of the blog editor (the only one kept before it is used outside tickets); anything else stays
 * unclassified and is served by no route. Runs at start-up, after the demo seed, and is cheap when
 * there is nothing to do. Files left on this machine's disk are first moved into a shared store
 * (importLocalFiles) when one is configured.
 */
export async function adoptFiles(): Promise<number> {
  await importLocalFiles();
  const rows = (await db().execute(sql`
    WITH classified AS (
      SELECT f.name,
        CASE
          WHEN EXISTS (SELECT 1 FROM ticket_attachments t WHERE t.file_name = f.name) THEN 'ticket'
          WHEN EXISTS (SELECT 1 FROM users u WHERE u.avatar = f.name) THEN 'avatar'
          WHEN EXISTS (SELECT 1 FROM menu_items m WHERE m.cover = f.name) THEN 'item'
          WHEN EXISTS (SELECT 1 FROM about_us_items a WHERE a.data->>'image' = f.name OR a.data->>'file' = f.name) THEN 'about'
          WHEN EXISTS (SELECT 1 FROM blog_posts b WHERE b.cover = f.name OR b.body @> jsonb_build_array(jsonb_build_object('name', f.name))) THEN 'blog'
          WHEN f.content_type LIKE 'image/%' THEN 'blog'
        END AS kind
      FROM files f
      WHERE f.kind IS NULL
    )
    UPDATE files SET kind = c.kind FROM classified c
    WHERE files.name = c.name AND c.kind IS NOT NULL
    RETURNING files.name, files.kind
  `)) as unknown as { rows: { name: string; kind: FileKind }[] };
  for (const r of rows.rows) await storage().move(r.name, fileKey(r.kind, r.name));
  return rows.rows.length;
}
